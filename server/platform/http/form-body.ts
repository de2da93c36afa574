import type { Context } from 'hono'
import * as v from 'valibot'
import { CONTROL_CHARACTERS_MESSAGE } from '../../../src/contract/wire-primitives'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { HttpError } from './http-error'
import { readJsonBody } from './parse-json-body'

/**
 * A refusal of a back-office form: 422 `{ message, fields }` with every field error at once (decision 027),
 * so the administrator corrects the whole form in one go. Also thrown for a unique value already taken.
 */
export class FieldErrors extends HttpError {
  constructor(readonly fields: Record<string, string>) {
    super(422, BACKOFFICE_MESSAGES.invalidForm)
    this.name = 'FieldErrors'
  }
}

/** Another administrator saved the record since it was read: nothing is overwritten (409). */
export const conflict = () => new HttpError(409, BACKOFFICE_MESSAGES.conflict)
export const forbidden = () => new HttpError(403, BACKOFFICE_MESSAGES.forbidden)

// Reads a back-office form's JSON body and validates it with the contract's schema, every issue kept.
export async function parseFormBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parseForm(schema, await readJsonBody(c))
}

export function parseForm<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw, { abortEarly: false })
  if (result.success) return result.output
  throw new FieldErrors(fieldMessages(result.issues))
}

/** The first message of each field, keyed by its dotted path (`options.0.label`). */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = (issue.path ?? []).map((item) => String(item.key)).join('.') || '_'
    fields[key] ??= frenchMessage(issue)
  }
  return fields
}

// A schema may set its own French sentence; valibot's defaults (English, starting "Invalid") are replaced.
function frenchMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.message === CONTROL_CHARACTERS_MESSAGE) return 'Ce texte contient des caractères non autorisés.'
  if (!issue.message.startsWith('Invalid ')) return issue.message
  const missing = issue.input === undefined || issue.input === null || issue.input === ''
  return missing ? BACKOFFICE_MESSAGES.required : 'Valeur invalide.'
}
