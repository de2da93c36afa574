import { Effect } from 'effect'
import * as v from 'valibot'
import { DecodeError, NetworkError, Rejected } from '../../application/errors'

/**
 * What came back from one fetch, read once so that it can be inspected and decoded later. A binary
 * answer that succeeded keeps its bytes as `blob` (its `text` is then empty).
 */
export type RawResponse = {
  readonly status: number
  readonly text: string
  readonly headers: Headers
  readonly blob?: Blob
}

export type HttpResponse<A> = { readonly status: number; readonly data: A; readonly totalCount: number | null }

// `send` receives the signal Effect aborts when the fiber is interrupted (a page left, a query
// cancelled): it goes to fetch so that the request itself stops (docs/decisions/056).
export const readRaw = (
  send: (signal: AbortSignal) => Promise<Response>,
  binary = false,
): Effect.Effect<RawResponse, NetworkError> =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await send(signal)
      if (binary && response.ok)
        return { status: response.status, text: '', headers: response.headers, blob: await response.blob() }
      return { status: response.status, text: await response.text(), headers: response.headers }
    },
    catch: (cause) => new NetworkError({ cause }),
  })

type JsonBody = { readonly ok: true; readonly value: unknown } | { readonly ok: false }

export function parseJsonBody(text: string): JsonBody {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

const MessageBody = v.union([v.object({ message: v.string() }), v.object({ data: v.object({ message: v.string() }) })])

const FieldsBody = v.object({ fields: v.record(v.string(), v.string()) })

/** The per-field messages of a back-office form's refusal (`422 { message, fields }`), or undefined. */
export function serverFields(body: unknown): Readonly<Record<string, string>> | undefined {
  const parsed = v.safeParse(FieldsBody, body)
  return parsed.success ? parsed.output.fields : undefined
}

/** The server's French `message` (spec §8 also reads `data.message`), or null. */
export function serverMessage(body: unknown): string | null {
  const parsed = v.safeParse(MessageBody, body)
  if (!parsed.success) return null
  return 'message' in parsed.output ? parsed.output.message : parsed.output.data.message
}

function totalCount(headers: Headers): number | null {
  const raw = headers.get('x-total-count')
  if (raw === null || raw.trim() === '') return null
  const count = Number(raw)
  return Number.isInteger(count) && count >= 0 ? count : null
}

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue)
      return path === null ? issue.message : `${path}: ${issue.message}`
    })
    .join('; ')
}

/**
 * Turns a final answer into data or a failure: non-2xx is Rejected, a 2xx of the wrong shape DecodeError.
 * A 'text' answer (a CSV export) hands its raw text to the schema instead of parsing JSON.
 */
export function interpret<A>(
  raw: RawResponse,
  schema: v.GenericSchema<unknown, A>,
  answer: 'json' | 'text' | 'blob' = 'json',
): Effect.Effect<HttpResponse<A>, DecodeError | Rejected> {
  const body = parseJsonBody(raw.text)
  if (raw.status < 200 || raw.status >= 300) {
    const fields = body.ok ? serverFields(body.value) : undefined
    const message = body.ok ? serverMessage(body.value) : null
    return Effect.fail(new Rejected({ status: raw.status, message, ...(fields === undefined ? {} : { fields }) }))
  }
  if (answer === 'json' && !body.ok) return Effect.fail(new DecodeError({ issues: 'the response body is not JSON' }))
  const value = answer === 'blob' ? raw.blob : answer === 'text' ? raw.text : body.ok ? body.value : undefined
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) return Effect.fail(new DecodeError({ issues: describeIssues(parsed.issues) }))
  return Effect.succeed({ status: raw.status, data: parsed.output, totalCount: totalCount(raw.headers) })
}
