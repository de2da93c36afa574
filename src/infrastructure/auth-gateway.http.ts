import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { Rejected } from '../application/errors'
import { AuthGateway } from '../application/ports/auth-gateway'
import {
  AdminLoginAnswerSchema,
  CurrentAdminSchema,
  CurrentShopSchema,
  ShopLoginAnswerSchema,
  ShopSchema,
} from './auth-gateway.schemas'
import { HttpClient } from './http/http-client.fetch'

// A call sent without a token is never refreshed, so it cannot end in SessionExpired; the type
// still allows it, and a plain 401 is the honest reading if it ever did.
const neverExpires = () => Effect.fail(new Rejected({ status: 401, message: null }))

export function makeHttpAuthGateway(client: HttpClient['Service']): AuthGateway['Service'] {
  return AuthGateway.of({
    shopLogin: (credentials) =>
      client
        .request({ surface: 'portal', method: 'POST', path: '/login', body: credentials, auth: 'none' }, ShopLoginAnswerSchema)
        .pipe(
          Effect.map(({ data }) => ({
            tokens: { AccessToken: data.access_token, RefreshToken: data.refresh_token, UserId: String(data.data.shop.id) },
            shop: data.data.shop,
          })),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    adminLogin: (credentials) =>
      client
        .request({ surface: 'portal', method: 'POST', path: '/admin/login', body: credentials, auth: 'none' }, AdminLoginAnswerSchema)
        .pipe(
          Effect.map(({ data }) => ({
            tokens: { AccessToken: data.access_token, RefreshToken: data.refresh_token, UserId: String(data.data.id) },
            admin: data.data,
          })),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    // /auth/current answers for whichever token it gets, so each method names its identity.
    currentShop: () =>
      client
        .request({ surface: 'portal', method: 'GET', path: '/auth/current', auth: 'shop' }, CurrentShopSchema)
        .pipe(Effect.map(({ data }) => data.authenticatable)),
    currentAdmin: () =>
      client
        .request({ surface: 'portal', method: 'GET', path: '/auth/current', auth: 'admin' }, CurrentAdminSchema)
        .pipe(Effect.map(({ data }) => data.authenticatable)),
    shop: (id) =>
      client
        .request({ surface: 'portal', method: 'GET', path: `/api/shops/${encodeURIComponent(String(id))}`, auth: 'shop' }, ShopSchema)
        .pipe(Effect.map(({ data }) => data)),
    logout: (who, refreshToken) =>
      client
        .request(
          {
            surface: 'portal',
            method: 'POST',
            path: who === 'shop' ? '/logout' : '/admin/logout',
            body: { refresh_token: refreshToken },
            auth: who,
            // The user is leaving anyway: a 401 here is no news worth a toast.
            notifyUnauthorized: false,
          },
          v.unknown(),
        )
        .pipe(Effect.ignore),
  })
}

export const AuthGatewayHttp: Layer.Layer<AuthGateway, never, HttpClient> = Layer.effect(
  AuthGateway,
  HttpClient.useSync(makeHttpAuthGateway),
)
