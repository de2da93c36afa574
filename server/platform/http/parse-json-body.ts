import type { Context } from 'hono'
import * as v from 'valibot'
import { CONTROL_CHARACTERS_MESSAGE, controlCharactersMessage } from '../../../src/contract/wire-primitives'
import { badRequest, MESSAGES } from './http-error'

// Reads the body as JSON and validates it. An empty body counts as `{}` so that a missing field
// is reported by name rather than as malformed JSON.
export async function parseJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parseInput(schema, await readJsonBody(c))
}

/** The body as JSON, `{}` when empty; malformed JSON is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest(MESSAGES.malformedJson)
  }
}

export function parseInput<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw, { abortEarly: true })
  if (result.success) return result.output
  throw badRequest(describeIssue(result.issues[0]))
}

// valibot's default messages start with "Invalid"; a schema may set its own French sentence instead.
export function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (issue === undefined) return 'Requête invalide.'
  const field = (issue.path ?? []).map((item) => String(item.key)).join('.')
  // The contract's text pieces cannot know the field's name: it is known here, from the issue's path.
  if (issue.message === CONTROL_CHARACTERS_MESSAGE && field !== '') return controlCharactersMessage(field)
  if (!issue.message.startsWith('Invalid ')) return issue.message
  if (field === '') return 'Requête invalide : le corps doit être un objet JSON.'
  const missing = issue.input === undefined || issue.input === null || issue.input === ''
  return missing ? `Requête invalide : ${field} est requis.` : `Requête invalide : ${field} est invalide.`
}
