import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { Rejected } from '../../application/errors'
import { type Admin, AuthGateway, type Shop } from '../../application/session/ports/auth-gateway'
import {
  AdminLoginWire,
  type AdminWire,
  CurrentAdminWire,
  CurrentShopWire,
  type LoginBody,
  type RefreshTokenBody,
  ShopLoginWire,
  ShopWire,
} from '../../contract/portal/auth'
import { BACKOFFICE_ENDPOINTS } from '../../contract/backoffice/backoffice.endpoints'
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'

// A call sent without a token is never refreshed, so it cannot end in SessionExpired; the type
// still allows it, and a plain 401 is the honest reading if it ever did.
const neverExpires = () => Effect.fail(new Rejected({ status: 401, message: null }))

/** The port keeps the wire's snake_case names; it only leaves out what the UI does not read (address). */
function shopFromWire(shop: ShopWire): Shop {
  return {
    id: shop.id,
    identifiant: shop.identifiant,
    name: shop.name,
    email: shop.email,
    validator_id: shop.validator_id,
    is_validator: shop.is_validator,
    brand: { ...shop.brand },
  }
}

function adminFromWire(admin: AdminWire): Admin {
  return { id: admin.id, login: admin.login, email: admin.email, role: admin.role }
}

const ShopAnswer = v.pipe(ShopWire, v.transform(shopFromWire))
const CurrentShopAnswer = v.pipe(
  CurrentShopWire,
  v.transform(({ authenticatable }) => shopFromWire(authenticatable)),
)
const CurrentAdminAnswer = v.pipe(
  CurrentAdminWire,
  v.transform(({ authenticatable }) => adminFromWire(authenticatable)),
)
const ShopLoginAnswer = v.pipe(
  ShopLoginWire,
  v.transform((answer) => ({
    tokens: {
      AccessToken: answer.access_token,
      RefreshToken: answer.refresh_token,
      UserId: String(answer.data.shop.id),
    },
    shop: shopFromWire(answer.data.shop),
  })),
)
const AdminLoginAnswer = v.pipe(
  AdminLoginWire,
  v.transform((answer) => ({
    tokens: { AccessToken: answer.access_token, RefreshToken: answer.refresh_token, UserId: String(answer.data.id) },
    admin: adminFromWire(answer.data),
  })),
)

export function makeHttpAuthGateway(client: HttpClient['Service']): AuthGateway['Service'] {
  const E = PORTAL_ENDPOINTS
  return AuthGateway.of({
    shopLogin: (credentials) =>
      client
        .request(requestOf(E.shopLogin, { body: credentials satisfies LoginBody, auth: 'none' }), ShopLoginAnswer)
        .pipe(
          Effect.map(({ data }) => data),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    adminLogin: (credentials) =>
      client
        .request(
          requestOf(BACKOFFICE_ENDPOINTS.session.login, { body: credentials satisfies LoginBody, auth: 'none' }),
          AdminLoginAnswer,
        )
        .pipe(
          Effect.map(({ data }) => data),
          Effect.catchTag('SessionExpired', neverExpires),
        ),
    // /auth/current answers for whichever token it gets, so each method names its identity.
    currentShop: () =>
      client
        .request(requestOf(E.currentIdentity, { auth: 'shop' }), CurrentShopAnswer)
        .pipe(Effect.map(({ data }) => data)),
    currentAdmin: () =>
      client
        .request(requestOf(E.currentIdentity, { auth: 'admin' }), CurrentAdminAnswer)
        .pipe(Effect.map(({ data }) => data)),
    shop: (id) =>
      client
        .request(requestOf(E.shop, { params: { id }, auth: 'shop' }), ShopAnswer)
        .pipe(Effect.map(({ data }) => data)),
    logout: (who, refreshToken) => {
      const declared = who === 'shop' ? E.shopLogout : BACKOFFICE_ENDPOINTS.session.logout
      const body: RefreshTokenBody = { refresh_token: refreshToken }
      // The user is leaving anyway: a 401 here is no news worth a toast.
      const request = requestOf(declared, { body, auth: who, notifyUnauthorized: false })
      return client.request(request, v.unknown()).pipe(Effect.ignore)
    },
  })
}

export const AuthGatewayHttp: Layer.Layer<AuthGateway, never, HttpClient> = Layer.effect(
  AuthGateway,
  HttpClient.useSync(makeHttpAuthGateway),
)
