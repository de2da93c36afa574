import * as v from 'valibot'
import { UseCaseFailure } from '../../application/use-case-failure'
import { type Endpoint, type PathParams, pathOf } from '../../contract/endpoint'
import { ErrorBody } from '../../contract/wire-primitives'

// Plain fetch for the public showcase: no token, no refresh, no Effect (docs/decisions/007). An
// expected failure rejects with the same UseCaseFailure as the portal's use cases (decisions/017).

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export type AnySchema = v.GenericSchema<unknown, unknown>

async function refusal(response: Response): Promise<UseCaseFailure> {
  const body = v.safeParse(ErrorBody, await response.json().catch(() => null))
  const message = body.success ? body.output.message : null
  return new UseCaseFailure({ _tag: 'Rejected', status: response.status, message })
}

/** A 2xx body that is not what the contract says: never data. */
export const decodeFailure = (issues: string) => new UseCaseFailure({ _tag: 'DecodeError', issues })

const NOT_JSON = Symbol('not JSON')

/** A 2xx body of `schema`'s shape; anything else rejects with a DecodeError. */
export async function decode<S extends AnySchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body: unknown = await response.json().catch(() => NOT_JSON)
  if (body === NOT_JSON) throw decodeFailure('the response body is not JSON')
  const parsed = v.safeParse(schema, body)
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  throw decodeFailure(`${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
}

/** A declared endpoint's path (decision 053), its parameters filled in, then its query if any. */
export function endpointPath<E extends Endpoint>(declared: E, params: PathParams<E>, query?: URLSearchParams): string {
  const path = pathOf(declared, params)
  return query === undefined ? path : `${path}?${query.toString()}`
}

export type ShowcaseHttp = ReturnType<typeof makeShowcaseHttp>

export function makeShowcaseHttp(baseUrl: string, fetchImpl: FetchLike) {
  /** The response of a 2xx answer; otherwise a refusal (with the server's message) or a network failure. */
  async function send(
    path: string,
    init: RequestInit = { headers: { accept: 'application/json' } },
  ): Promise<Response> {
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, init)
    } catch (cause) {
      throw new UseCaseFailure({ _tag: 'NetworkError', cause })
    }
    if (!response.ok) throw await refusal(response)
    return response
  }

  return {
    send,
    /** GET a JSON body of `schema`'s shape. */
    async get<S extends AnySchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
      return decode(await send(path), schema)
    },
  }
}
