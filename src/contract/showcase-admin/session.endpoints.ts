import {
  RecoveryCodesWire,
  SecondFactorCodeBody,
  SecondFactorCodeOnlyBody,
  SecondFactorEnrolmentWire,
  SecondFactorStatusWire,
  SsoLoginStepWire,
} from '../backoffice/second-factor'
import { endpoint } from '../endpoint'
import { RefreshTokenBody } from '../portal/auth'
import { SsoLoginBody, SsoLoginWire } from '../portal/sso-auth'
import { MessageWire, TokenPairWire } from '../wire-primitives'
import { CurrentShowcaseAdminWire, ExchangeSsoBody, ShowcaseAdminLoginWire, ShowcaseRefreshBody } from './auth'

// The showcase administrators' sign-in and sessions (spec §4, §7), declared once (decision 053). Step
// one, the SSO, is on the Portal API; step two exchanges its token for a Storefront API session.

/** Where the storefront session's endpoints live inside the Storefront API (never cached: tokens). */
export const SHOWCASE_ADMIN_SESSION_PREFIX = '/auth'

const storefront = 'storefront'
export const SHOWCASE_ADMIN_SESSION_ENDPOINTS = {
  exchange: endpoint({
    api: storefront,
    method: 'POST',
    path: '/auth/admins',
    body: ExchangeSsoBody,
    answer: ShowcaseAdminLoginWire,
  }),
  /** A deactivated administrator may still end their session: the token alone is checked. */
  logout: endpoint({
    api: storefront,
    method: 'POST',
    path: '/auth/admins/logout',
    body: ShowcaseRefreshBody,
    answer: MessageWire,
  }),
  /** The refresh token in the body, or as the bearer. */
  refresh: endpoint({
    api: storefront,
    method: 'POST',
    path: '/auth/refresh-token',
    body: ShowcaseRefreshBody,
    answer: TokenPairWire,
  }),
  current: endpoint({ api: storefront, method: 'GET', path: '/auth/current', answer: CurrentShowcaseAdminWire }),
  /** The showcase administrator's own second factor, with their storefront session (decision 063). */
  securityStatus: endpoint({ api: storefront, method: 'GET', path: '/auth/security', answer: SecondFactorStatusWire }),
  securityStart: endpoint({
    api: storefront,
    method: 'POST',
    path: '/auth/security/enrolment',
    answer: SecondFactorEnrolmentWire,
  }),
  securityConfirm: endpoint({
    api: storefront,
    method: 'POST',
    path: '/auth/security/enrolment/confirm',
    body: SecondFactorCodeOnlyBody,
    answer: RecoveryCodesWire,
  }),
  securityRecoveryCodes: endpoint({
    api: storefront,
    method: 'POST',
    path: '/auth/security/recovery-codes',
    body: SecondFactorCodeOnlyBody,
    answer: RecoveryCodesWire,
  }),
}

// Outside the e-commerce back office's /admin guard (server/backoffice lets /admin/sso/ by).
const portal = 'portal'
export const SHOWCASE_ADMIN_SSO_ENDPOINTS = {
  login: endpoint({
    api: portal,
    method: 'POST',
    path: '/admin/sso/vitrine/login',
    body: SsoLoginBody,
    /** The SSO pair, or a second-factor challenge (decision 063). */
    answer: SsoLoginStepWire,
  }),
  secondFactor: endpoint({
    api: portal,
    method: 'POST',
    path: '/admin/sso/vitrine/login/second-factor',
    body: SecondFactorCodeBody,
    answer: SsoLoginWire,
  }),
  /** The SSO access token as the bearer; a refresh token in the body is also taken. */
  logout: endpoint({
    api: portal,
    method: 'POST',
    path: '/admin/sso/logout',
    body: RefreshTokenBody,
    answer: MessageWire,
  }),
}
