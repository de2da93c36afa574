import * as v from 'valibot'
import { LoginBody, RefreshTokenBody } from '../portal/auth'
import { Id, LineText, TimestampEntries, TokenPairWire } from '../wire-primitives'

// The showcase administrators' sessions on the Storefront API (spec §3, §7; decisions §3): step two
// of their sign-in exchanges the SSO access token of the Portal API for a storefront-admin pair.

/** POST /auth/admins. The login is the one the SSO step answered; it must name the token's admin. */
export const ExchangeSsoBody = v.object({
  access_token: v.pipe(LineText, v.trim(), v.nonEmpty(), v.maxLength(4000)),
  login: LoginBody.entries.login,
})
export type ExchangeSsoBody = v.InferInput<typeof ExchangeSsoBody>

/** Spec §3 "Storefront SSO admin". */
export const ShowcaseAdminWire = v.object({
  sso_id: Id,
  login: v.string(),
  email: v.string(),
  ...TimestampEntries,
})
export type ShowcaseAdminWire = v.InferOutput<typeof ShowcaseAdminWire>

/** POST /auth/admins: `data.sso_id, access_token, refresh_token` (spec §7). */
export const ShowcaseAdminLoginWire = v.object({ ...TokenPairWire.entries, data: ShowcaseAdminWire })
export type ShowcaseAdminLoginWire = v.InferOutput<typeof ShowcaseAdminLoginWire>

/** GET /auth/current with a storefront-admin token: the same `authenticatable` as the portal's. */
export const CurrentShowcaseAdminWire = v.object({ authenticatable: ShowcaseAdminWire })
export type CurrentShowcaseAdminWire = v.InferOutput<typeof CurrentShowcaseAdminWire>

/**
 * POST /auth/refresh-token and /auth/admins/logout: the refresh token travels as the bearer of the
 * refresh (spec §7); a body may carry it too, as on the portal. The logout's body is empty (spec §7).
 */
export const ShowcaseRefreshBody = RefreshTokenBody
export type ShowcaseRefreshBody = v.InferInput<typeof ShowcaseRefreshBody>
