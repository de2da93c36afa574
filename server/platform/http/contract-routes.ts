import type { Env, Handler, Hono, MiddlewareHandler } from 'hono'
import type { Endpoint } from '../../../src/contract/endpoint'

// A Hono route registered from its contract declaration (decision 053): the method and the path come
// from the endpoint table, never from a literal in a routes file. Handlers still parse their input
// with the declaration's schemas (parseJsonBody, parseQuery), so a refusal keeps its French message.
export function route<E extends Env>(
  app: Hono<E>,
  declared: Endpoint,
  // Middleware may set less of the environment than the app declares; the handler sees the app's.
  // biome-ignore lint: any is Hono's own middleware environment here
  ...handlers: [...MiddlewareHandler<any>[], Handler<NoInfer<E>>]
): void {
  app.on(declared.method, declared.path, ...(handlers as [Handler<E>]))
}

/**
 * The same, for a sub-app mounted at `prefix` inside its API (the back office's app at `/admin`): the
 * declared path is the whole path inside the API, and the sub-app registers what follows the prefix.
 */
export function routeUnder<E extends Env>(
  prefix: string,
  app: Hono<E>,
  declared: Endpoint,
  // biome-ignore lint: any is Hono's own middleware environment here
  ...handlers: [...MiddlewareHandler<any>[], Handler<NoInfer<E>>]
): void {
  if (!declared.path.startsWith(`${prefix}/`) && declared.path !== prefix) {
    throw new Error(`${declared.path} n'est pas sous ${prefix}`)
  }
  const inside = declared.path.slice(prefix.length) || '/'
  app.on(declared.method, inside, ...(handlers as [Handler<E>]))
}
