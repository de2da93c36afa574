import type * as v from 'valibot'

// Each endpoint of the three APIs is declared once, here in the contract (decision 053): its method, its
// path inside its API (as the spec writes it, with `:name` for path parameters, the form Hono reads),
// and the shapes of its query, body and JSON answer. The server registers its Hono routes from these
// declarations, the browser builds its calls from them, and the reliability tier fuzzes them.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Which API an endpoint belongs to: the Portal API (`/portal-api`) or the Storefront API (`/storefront-api`). */
export type Api = 'portal' | 'storefront'

export type Endpoint = {
  readonly api: Api
  readonly method: Method
  /** Inside the API, e.g. `/api/carts/customized-product/store/:productId`. */
  readonly path: string
  readonly query?: v.GenericSchema
  readonly body?: v.GenericSchema
  /** The JSON answer; absent for a file, a CSV or an empty answer. */
  readonly answer?: v.GenericSchema
}

export const endpoint = <const E extends Endpoint>(declared: E): E => declared

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The values of an endpoint's path parameters, by name. */
export type PathParams<E extends Pick<Endpoint, 'path'>> = Readonly<Record<ParamNames<E['path']>, string | number>>

/** The endpoint's path with its parameters filled in, each one URL-encoded. */
export function pathOf<E extends Pick<Endpoint, 'path'>>(declared: E, params: PathParams<E>): string {
  const values = params as Readonly<Record<string, string | number>>
  return declared.path.replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${declared.path}: paramètre ${name} manquant`)
    return encodeURIComponent(String(value))
  })
}

/** Every endpoint of a table, for the server's registration check and the reliability tier's fuzzing. */
export const endpointsOf = (table: Readonly<Record<string, Endpoint>>): Endpoint[] => Object.values(table)

/** Where each API is mounted on the server, as the spec names them. */
export const API_PREFIX: Readonly<Record<Api, string>> = { portal: '/portal-api', storefront: '/storefront-api' }
