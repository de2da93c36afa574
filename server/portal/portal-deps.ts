import type {
  AccessClaims,
  LiveAccessTokens,
  Credentials,
  CurrentIdentity,
  LoginResult,
  AdminLoginResult,
} from '../platform/auth/auth.public'
import type { CompleteSecondStep } from '../platform/second-factor/second-factor.public'
import type { SignInChallenges } from '../platform/second-factor/second-factor.public'
import type { SessionDoor } from '../platform/http/session-routes'
import type { AccountUseCases } from './account/account.public'
import type { CartUseCases } from './cart/cart.public'
import type { PortalCatalogRepository } from './catalog/catalog.public'
import type { OrderUseCases } from './orders/orders.public'
import type { RateLimiter } from '../platform/rate-limit/rate-limit.public'
import type { ValidationUseCases } from './validation/validation.public'
import type { ConversationAccount } from './conversation/conversation.public'
import type { Clock } from '../platform/shared/clock'
import type { ShopProfile } from './shops/shops.public'
import type { BackofficeDeps } from '../backoffice/backoffice.public'
import type { PortalProofs } from './proofs/proofs.public'
import type { ArtworkLibrary } from './artworks/artworks.public'
import type { StockOverview } from './stock-overview/stock-overview.public'

// The use cases the Portal API calls, already wired to their adapters by the composition root.
export type PortalDeps = SessionDoor<LiveAccessTokens> & {
  loginShop(credentials: Credentials): Promise<LoginResult<ShopProfile>>
  loginAdmin(credentials: Credentials): Promise<AdminLoginResult>
  // Step one of the showcase admin's sign-in: an `sso` session for an active `vitrine` admin (decision 030).
  loginSso(credentials: Credentials): Promise<AdminLoginResult>
  // The code step of both admin sign-ins when the second factor is on (decision 063).
  completeSecondStep: CompleteSecondStep
  secondFactorChallenges: SignInChallenges
  currentIdentity(caller: AccessClaims): Promise<CurrentIdentity>
  readShop(callerShopId: number, requestedId: number): Promise<ShopProfile | null>
  // B2B portal: catalogue, cart, orders, validation, account, login throttling.
  catalog: PortalCatalogRepository
  cart: CartUseCases
  orders: OrderUseCases
  validation: ValidationUseCases
  // The order conversation's rules, budget and mail choices (decision 074).
  conversation: ConversationAccount
  clock: Clock
  account: AccountUseCases
  proofs: PortalProofs
  // The brand's artwork library (docs/decisions/076-proof-approval.md).
  artworks: ArtworkLibrary
  // The head office's stock page (docs/decisions/077-brand-stock.md).
  stockOverview: StockOverview
  rateLimiter: RateLimiter
  // E-commerce back office (decision 027): every /admin/... management route.
  backoffice: BackofficeDeps
}
