import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { MessageWire, TokenPairWire } from '../wire-primitives'
import { CurrentAdminWire, CurrentShopWire, LoginBody, RefreshTokenBody, ShopLoginWire, ShopWire } from './auth'

// The shop's sign-in and the sessions of the Portal API (decision 053); the admin's sign-in is the back
// office's table.
const api = 'portal'

export const SESSION_ENDPOINTS = {
  shopLogin: endpoint({ api, method: 'POST', path: '/login', body: LoginBody, answer: ShopLoginWire }),
  shopLogout: endpoint({ api, method: 'POST', path: '/logout', body: RefreshTokenBody, answer: MessageWire }),
  /** Answers for whichever token it gets: a shop's or an admin's. */
  currentIdentity: endpoint({
    api,
    method: 'GET',
    path: '/auth/current',
    answer: v.union([CurrentShopWire, CurrentAdminWire]),
  }),
  /** The refresh token as the bearer. */
  refreshTokenByBearer: endpoint({ api, method: 'GET', path: '/refresh-token', answer: TokenPairWire }),
  refreshToken: endpoint({
    api,
    method: 'POST',
    path: '/refresh-token',
    body: RefreshTokenBody,
    answer: TokenPairWire,
  }),
  shop: endpoint({ api, method: 'GET', path: '/api/shops/:id', answer: ShopWire }),
}
