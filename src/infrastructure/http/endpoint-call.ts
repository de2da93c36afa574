import { Effect } from 'effect'
import type * as v from 'valibot'
import type { GatewayError } from '../../application/errors'
import { type Endpoint, type PathParams, pathOf } from '../../contract/endpoint'
import type { HttpClient, HttpRequest, HttpResponse } from './http-client.fetch'

// The browser's one typed way to call an endpoint of the contract (decision 053): the method, the
// path and the API come from the declaration, so no gateway writes an API path of its own.
type Options = Omit<HttpRequest, 'surface' | 'method' | 'path'>

type ParamsArg<E extends Endpoint> = keyof PathParams<E> extends never
  ? { params?: undefined }
  : { params: PathParams<E> }

export function requestOf<E extends Endpoint>(declared: E, options: Options & ParamsArg<E>): HttpRequest {
  const { params, ...rest } = options as Options & { params?: Readonly<Record<string, string | number>> }
  return { ...rest, surface: declared.api, method: declared.method, path: pathOf(declared, params ?? {}) }
}

export function callEndpoint<E extends Endpoint, A>(
  client: HttpClient['Service'],
  declared: E,
  options: Options & ParamsArg<E>,
  schema: v.GenericSchema<unknown, A>,
): Effect.Effect<HttpResponse<A>, GatewayError> {
  return client.request(requestOf(declared, options), schema)
}

/** The same call, answering its parsed data alone (the headers, x-total-count among them, set aside). */
export function endpointData<E extends Endpoint, A>(
  client: HttpClient['Service'],
  declared: E,
  options: Options & ParamsArg<E>,
  schema: v.GenericSchema<unknown, A>,
): Effect.Effect<A, GatewayError> {
  return callEndpoint(client, declared, options, schema).pipe(Effect.map(({ data }) => data))
}
