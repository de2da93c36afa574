import * as v from 'valibot'
import { email, optionalMessage, phone, requiredLine } from './submission-fields'
import { SUBMISSION_MESSAGES as M } from './submission-messages'

// Multipart text fields of a job application (the CV file is checked on its own).
export const ApplicationFields = v.object({
  first_name: requiredLine(M.firstName),
  last_name: requiredLine(M.lastName),
  email,
  phone,
  message: optionalMessage,
  // A checkbox posts "on" by default; the contract's clients send "true".
  consent: v.picklist(['true', 'on'], M.consent),
})
