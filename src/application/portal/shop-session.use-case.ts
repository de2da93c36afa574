import { Effect } from 'effect'
import type { Shop } from '../session/ports/auth-gateway'
import { portalSession } from '../session/portal-session'

/** Shop customer login (spec §4), logout and restoring from storage, under the 'shop' identity. */
const shopSession = portalSession<Shop>(
  'shop',
  { login: 'loginShop', logout: 'logoutShop', load: 'loadShopSession' },
  {
    login: (gateway, credentials) =>
      Effect.map(gateway.shopLogin(credentials), ({ tokens, shop }) => ({ tokens, who: shop })),
    current: (gateway) => gateway.currentShop(),
  },
)

export const loginShop = shopSession.login
export const logoutShop = shopSession.logout
export const loadShopSession = shopSession.load
