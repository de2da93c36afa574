import * as v from 'valibot'
import type { Result, ShowcaseError } from '../../application/ports/showcase-reader'
import { ErrorBodySchema } from './showcase-core.schemas'

// Plain fetch for the public showcase: no token, no refresh, no Effect (docs/decisions/007).

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export type AnySchema = v.GenericSchema<unknown, unknown>

export const failure = (error: ShowcaseError): { ok: false; error: ShowcaseError } => ({ ok: false, error })

async function refusal(response: Response): Promise<ShowcaseError> {
  const body = v.safeParse(ErrorBodySchema, await response.json().catch(() => null))
  const kind = response.status === 404 ? 'not-found' : 'rejected'
  return body.success ? { kind, status: response.status, message: body.output.message } : { kind, status: response.status }
}

const NOT_JSON = Symbol('not JSON')

/** A 2xx body of `schema`'s shape; anything else is a decode failure, never data. */
export async function decode<S extends AnySchema>(response: Response, schema: S): Promise<Result<v.InferOutput<S>>> {
  const body: unknown = await response.json().catch(() => NOT_JSON)
  if (body === NOT_JSON) return failure({ kind: 'decode', message: 'La réponse du serveur n’est pas du JSON.' })
  const parsed = v.safeParse(schema, body)
  if (parsed.success) return { ok: true, value: parsed.output }
  const issue = parsed.issues[0]
  return failure({ kind: 'decode', message: `${v.getDotPath(issue) ?? 'réponse'} : ${issue.message}` })
}

export type ShowcaseHttp = ReturnType<typeof makeShowcaseHttp>

export function makeShowcaseHttp(baseUrl: string, fetchImpl: FetchLike) {
  /** The response of a 2xx answer; a refusal with the server's French message; or a network failure. */
  async function send(path: string, init: RequestInit = { headers: { accept: 'application/json' } }): Promise<Result<Response>> {
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, init)
    } catch {
      return failure({ kind: 'network' })
    }
    return response.ok ? { ok: true, value: response } : failure(await refusal(response))
  }

  return {
    send,
    /** GET a JSON body of `schema`'s shape. */
    async get<S extends AnySchema>(path: string, schema: S): Promise<Result<v.InferOutput<S>>> {
      const sent = await send(path)
      return sent.ok ? decode(sent.value, schema) : sent
    },
  }
}
