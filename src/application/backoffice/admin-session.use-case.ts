import { Effect } from 'effect'
import type { Admin } from '../session/ports/auth-gateway'
import { portalSession } from '../session/portal-session'

/** E-commerce admin login: same storage rule as the shop, under the 'admin' identity. */
const adminSession = portalSession<Admin>(
  'admin',
  { login: 'loginAdmin', logout: 'logoutAdmin', load: 'loadAdminSession' },
  {
    login: (gateway, credentials) =>
      Effect.map(gateway.adminLogin(credentials), ({ tokens, admin }) => ({ tokens, who: admin })),
    current: (gateway) => gateway.currentAdmin(),
  },
)

export const loginAdmin = adminSession.login
export const logoutAdmin = adminSession.logout
export const loadAdminSession = adminSession.load
