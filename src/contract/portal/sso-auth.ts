import type * as v from 'valibot'
import { AdminLoginWire, LoginBody } from './auth'

// Step one of the showcase administrators' sign-in on the Portal API (spec §4, §7 "Admin SSO").

/** POST /admin/sso/vitrine/login: the same credentials as every login form. */
export const SsoLoginBody = LoginBody
export type SsoLoginBody = v.InferInput<typeof SsoLoginBody>

/**
 * POST /admin/sso/vitrine/login answers as the admin login: an `sso` pair (its access token lives two
 * minutes and only the storefront's POST /auth/admins takes it) and the administrator under `data`.
 */
export const SsoLoginWire = AdminLoginWire
export type SsoLoginWire = v.InferOutput<typeof SsoLoginWire>
