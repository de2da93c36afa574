import * as v from 'valibot'
import { email, optionalLine, phone, requiredLine, requiredMessage } from './submission-fields'
import { SUBMISSION_MESSAGES as M } from './submission-messages'

// Checked in the order a visitor reads the form, so the first problem named is the first field.
export const ContactBody = v.object({
  name: requiredLine(M.name),
  email,
  company: optionalLine(M.company, 160),
  phone,
  subject: requiredLine(M.subject, 200),
  message: requiredMessage,
  consent: v.literal(true, M.consent),
})

export type ContactInput = Omit<v.InferOutput<typeof ContactBody>, 'consent'>
