import type { AccessClaims, AccessTokens } from '../auth/access-tokens'
import type { CurrentIdentity } from '../auth/current-identity.use-case'
import type { Credentials, LoginResult } from '../auth/login-shop.use-case'
import type { RefreshResult } from '../auth/refresh-session.use-case'
import type { AdminAccount } from '../admins/admin-account'
import type { AccountUseCases } from '../account/account-use-cases'
import type { CartUseCases } from '../cart/cart-use-cases'
import type { CatalogRepository } from '../catalog/catalog-repository'
import type { OrderUseCases } from '../orders/order-use-cases'
import type { RateLimiter } from '../rate-limit/rate-limiter'
import type { ValidationUseCases } from '../validation/validation-use-cases'
import type { ShopProfile } from '../shops/shop-profile'

// The use cases the Portal API calls, already wired to their adapters by the composition root.
export type PortalDeps = {
  accessTokens: AccessTokens
  loginShop(credentials: Credentials): Promise<LoginResult<ShopProfile>>
  loginAdmin(credentials: Credentials): Promise<LoginResult<AdminAccount>>
  refreshSession(presentedToken: string): Promise<RefreshResult>
  logout(caller: AccessClaims, refreshToken: string | null): Promise<void>
  currentIdentity(caller: AccessClaims): Promise<CurrentIdentity>
  readShop(callerShopId: number, requestedId: number): Promise<ShopProfile | null>
  // B2B portal (issue 3): catalogue, cart, orders, validation, account, login throttling.
  catalog: CatalogRepository
  cart: CartUseCases
  orders: OrderUseCases
  validation: ValidationUseCases
  account: AccountUseCases
  rateLimiter: RateLimiter
}
