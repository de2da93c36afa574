import { Effect, Layer } from 'effect'
import * as v from 'valibot'
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
import { endpointData, requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { tokenlessCall, tokensOf } from '../http/tokenless-call'

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
  v.transform((answer) => ({ tokens: tokensOf(answer, answer.data.shop.id), shop: shopFromWire(answer.data.shop) })),
)
const AdminLoginAnswer = v.pipe(
  AdminLoginWire,
  v.transform((answer) => ({ tokens: tokensOf(answer, answer.data.id), admin: adminFromWire(answer.data) })),
)

export function makeHttpAuthGateway(client: HttpClient['Service']): AuthGateway['Service'] {
  const E = PORTAL_ENDPOINTS
  return AuthGateway.of({
    shopLogin: (credentials) =>
      tokenlessCall(
        client,
        requestOf(E.shopLogin, { body: credentials satisfies LoginBody, auth: 'none' }),
        ShopLoginAnswer,
      ),
    adminLogin: (credentials) =>
      tokenlessCall(
        client,
        requestOf(BACKOFFICE_ENDPOINTS.session.login, { body: credentials satisfies LoginBody, auth: 'none' }),
        AdminLoginAnswer,
      ),
    // /auth/current answers for whichever token it gets, so each method names its identity.
    currentShop: () => endpointData(client, E.currentIdentity, { auth: 'shop' }, CurrentShopAnswer),
    currentAdmin: () => endpointData(client, E.currentIdentity, { auth: 'admin' }, CurrentAdminAnswer),
    shop: (id) => endpointData(client, E.shop, { params: { id }, auth: 'shop' }, ShopAnswer),
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
