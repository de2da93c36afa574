import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  type CurrentShowcaseAdminWire,
  ExchangeSsoBody,
  type ShowcaseAdminLoginWire,
  ShowcaseRefreshBody,
} from '../../../src/contract/showcase-admin/auth'
import type { TokenPairWire } from '../../../src/contract/wire-primitives'
import {
  SHOWCASE_ADMIN_SESSION_ENDPOINTS as E,
  SHOWCASE_ADMIN_SESSION_PREFIX,
} from '../../../src/contract/showcase-admin/session.endpoints'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { route } from '../../platform/http/contract-routes'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { logoutRoute, refreshedPair, signedIn } from '../../platform/http/session-routes'
import type { ShowcaseAdminAuth } from './showcase-admin-auth'
import { presentShowcaseAdmin } from './showcase-admin.presenter'
import { requireShowcaseAdmin, type ShowcaseAdminEnv } from './require-showcase-admin'
import { ownSecurityRoutes } from '../../platform/second-factor/second-factor.public'

// Tokens and the administrator's record: never in a shared cache or on the browser's disk.
const noStore = createMiddleware(async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
})

/** Step two of the showcase administrators' sign-in and their storefront session (spec §7). */
export function showcaseAdminAuthRoutes(auth: ShowcaseAdminAuth) {
  const routes = new Hono<ShowcaseAdminEnv>()
  routes.use(`${SHOWCASE_ADMIN_SESSION_PREFIX}/*`, noStore)

  route(routes, E.exchange, async (c) => {
    const body = await parseJsonBody(c, ExchangeSsoBody)
    const result = await auth.exchangeSso({ accessToken: body.access_token, login: body.login })
    // The SSO variant of the admin login failure, with its final dot (spec §8).
    const { tokens, account } = signedIn(result, SESSION_MESSAGES.invalidCredentialsSso)
    return c.json<ShowcaseAdminLoginWire>({ ...tokens, data: presentShowcaseAdmin(account) })
  })
  // A deactivated administrator may still end their session: the token alone is checked.
  logoutRoute(routes, E.logout, auth, 'storefront-admin')

  route(routes, E.refresh, async (c: Context) => {
    const body = await parseJsonBody(c, ShowcaseRefreshBody)
    return c.json<TokenPairWire>(await refreshedPair(c, auth, body.refresh_token ?? null))
  })

  route(routes, E.current, requireShowcaseAdmin(auth), (c) =>
    c.json<CurrentShowcaseAdminWire>({ authenticatable: presentShowcaseAdmin(c.var.showcaseAdmin) }),
  )

  // Their own second factor (decision 063), with their storefront session.
  const security = {
    status: E.securityStatus,
    start: E.securityStart,
    confirm: E.securityConfirm,
    recoveryCodes: E.securityRecoveryCodes,
  }
  ownSecurityRoutes(routes, auth.secondFactor, security, (c) => c.var.showcaseAdmin, requireShowcaseAdmin(auth))

  return routes
}
