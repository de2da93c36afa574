import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { Rejected } from '../../application/errors'
import { type ShowcaseAdmin, StorefrontAdminGateway } from '../../application/showcase-admin/ports/showcase-admin-gateway'
import { SsoLoginBody, SsoLoginWire } from '../../contract/portal/sso-auth'
import {
  CurrentShowcaseAdminWire,
  type ExchangeSsoBody,
  ShowcaseAdminLoginWire,
  type ShowcaseAdminWire,
} from '../../contract/showcase-admin/auth'
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

export function makeHttpStorefrontAdminGateway(client: HttpClient['Service']): StorefrontAdminGateway['Service'] {
  return StorefrontAdminGateway.of({
    ssoLogin: (credentials) =>
      client
        .request(
          {
            surface: 'portal',
            method: 'POST',
            path: '/admin/sso/vitrine/login',
            body: credentials satisfies v.InferInput<typeof SsoLoginBody>,
            auth: 'none',
          },
          SsoLoginAnswer,
        )
        .pipe(
          Effect.map(({ data }) => data),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    exchange: (ssoAccessToken, login) =>
      client
        .request(
          {
            surface: 'storefront',
            method: 'POST',
            path: '/auth/admins',
            body: { access_token: ssoAccessToken, login } satisfies ExchangeSsoBody,
            auth: 'none',
          },
          ExchangeAnswer,
        )
        .pipe(
          Effect.map(({ data }) => data),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    // Named identity, not by path: the guard runs while the page is still elsewhere (the login page).
    current: () =>
      client
        .request({ surface: 'storefront', method: 'GET', path: '/auth/current', auth: 'storefront' }, CurrentAnswer)
        .pipe(Effect.map(({ data }) => data)),
    logout: (session) =>
      client
        .request(
          {
            ...(session === 'storefront'
              ? ({ surface: 'storefront', path: '/auth/admins/logout', auth: 'storefront' } as const)
              : ({ surface: 'portal', path: '/admin/sso/logout', auth: 'storefront-portal' } as const)),
            method: 'POST',
            // The administrator is leaving anyway: a 401 here is no news worth a toast.
            notifyUnauthorized: false,
          },
          v.unknown(),
        )
        .pipe(Effect.ignore),
  })
}

export const StorefrontAdminGatewayHttp: Layer.Layer<StorefrontAdminGateway, never, HttpClient> = Layer.effect(
  StorefrontAdminGateway,
  HttpClient.useSync(makeHttpStorefrontAdminGateway),
)
