import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { Rejected } from '../../application/errors'
import { type ShowcaseAdmin, ShowcaseAdminGateway } from '../../application/showcase-admin/ports/showcase-admin-gateway'
import { SsoLoginBody, SsoLoginWire } from '../../contract/portal/sso-auth'
import {
  CurrentShowcaseAdminWire,
  type ExchangeSsoBody,
  ShowcaseAdminLoginWire,
  type ShowcaseAdminWire,
} from '../../contract/showcase-admin/auth'
import {
  SHOWCASE_ADMIN_SESSION_ENDPOINTS as SESSION,
  SHOWCASE_ADMIN_SSO_ENDPOINTS as SSO,
} from '../../contract/showcase-admin/session.endpoints'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'

// Login steps send no stored token, so they are never refreshed and cannot end in SessionExpired.
const neverExpires = () => Effect.fail(new Rejected({ status: 401, message: null }))

const adminFromWire = (admin: ShowcaseAdminWire): ShowcaseAdmin => ({
  sso_id: admin.sso_id,
  login: admin.login,
  email: admin.email,
})

const SsoLoginAnswer = v.pipe(
  SsoLoginWire,
  v.transform((answer) => ({
    tokens: { AccessToken: answer.access_token, RefreshToken: answer.refresh_token, UserId: String(answer.data.id) },
    login: answer.data.login,
  })),
)
const ExchangeAnswer = v.pipe(
  ShowcaseAdminLoginWire,
  v.transform((answer) => ({
    tokens: {
      AccessToken: answer.access_token,
      RefreshToken: answer.refresh_token,
      UserId: String(answer.data.sso_id),
    },
    admin: adminFromWire(answer.data),
  })),
)
const CurrentAnswer = v.pipe(
  CurrentShowcaseAdminWire,
  v.transform(({ authenticatable }) => adminFromWire(authenticatable)),
)

export function makeHttpShowcaseAdminGateway(client: HttpClient['Service']): ShowcaseAdminGateway['Service'] {
  return ShowcaseAdminGateway.of({
    ssoLogin: (credentials) =>
      client
        .request(
          requestOf(SSO.login, { body: credentials satisfies v.InferInput<typeof SsoLoginBody>, auth: 'none' }),
          SsoLoginAnswer,
        )
        .pipe(
          Effect.map(({ data }) => data),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    exchange: (ssoAccessToken, login) =>
      client
        .request(
          requestOf(SESSION.exchange, {
            body: { access_token: ssoAccessToken, login } satisfies ExchangeSsoBody,
            auth: 'none',
          }),
          ExchangeAnswer,
        )
        .pipe(
          Effect.map(({ data }) => data),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    // Named identity, not by path: the guard runs while the page is still elsewhere (the login page).
    current: () =>
      client
        .request(requestOf(SESSION.current, { auth: 'storefront' }), CurrentAnswer)
        .pipe(Effect.map(({ data }) => data)),
    logout: (session) =>
      client
        .request(
          // The administrator is leaving anyway: a 401 here is no news worth a toast.
          session === 'storefront'
            ? requestOf(SESSION.logout, { auth: 'storefront', notifyUnauthorized: false })
            : requestOf(SSO.logout, { auth: 'storefront-portal', notifyUnauthorized: false }),
          v.unknown(),
        )
        .pipe(Effect.ignore),
  })
}

export const ShowcaseAdminGatewayHttp: Layer.Layer<ShowcaseAdminGateway, never, HttpClient> = Layer.effect(
  ShowcaseAdminGateway,
  HttpClient.useSync(makeHttpShowcaseAdminGateway),
)
