import { drizzleAccountRepository } from './account/account-repository.drizzle'
import { accountUseCases } from './account/account-use-cases'
import type { PasswordHasher } from '../platform/auth/password-hasher'
import type { AfterResponse } from '../platform/http/after-response'
import { drizzleCartRepository } from './cart/cart-repository.drizzle'
import { cartUseCases } from './cart/cart-use-cases'
import { drizzleOrderPlacement } from './cart/order-placement.drizzle'
import { drizzleCartLineArtworks } from './cart/cart-line-artwork.drizzle'
import { drizzlePortalCatalogRepository } from './catalog/catalog-repository.drizzle'
import type { Database } from '../platform/db/database'
import type { MailSender } from '../platform/mail/mail-sender'
import type { PortalDeps } from './portal-deps'
import { drizzleRateLimitStore } from '../platform/rate-limit/rate-limit-store.drizzle'
import { createRateLimiter } from '../platform/rate-limit/rate-limiter'
import type { Clock } from '../platform/shared/clock'
import { drizzleConversationAccount } from './conversation/conversation.public'
import { drizzleValidationStore } from './validation/validation-store.drizzle'
import { validationUseCases } from './validation/validation-use-cases'
import { drizzleOrderRepository } from './orders/order-repository.drizzle'
import { orderUseCases } from './orders/order-use-cases'

type B2bPortalDeps = Pick<
  PortalDeps,
  'catalog' | 'cart' | 'orders' | 'validation' | 'account' | 'rateLimiter' | 'conversation' | 'clock'
>

// The B2B portal's adapters and use cases, wired for server/app-dependencies.ts.
export function wireB2bPortal(input: {
  db: Database
  clock: Clock
  passwords: PasswordHasher
  mail: MailSender
  publicUrl: string
  ecommerceLinkSecret: string
  afterResponse: AfterResponse
  /** Wakes the job runner: an order's notice was committed (decision 074). */
  onNotice: () => void
}): B2bPortalDeps {
  const { db, clock } = input
  const catalog = drizzlePortalCatalogRepository(db)
  const carts = drizzleCartRepository(db)
  const orders = drizzleOrderRepository(db)
  return {
    catalog,
    cart: cartUseCases({
      carts,
      catalog,
      placement: drizzleOrderPlacement(db),
      lineArtworks: drizzleCartLineArtworks(db),
      clock,
      onNotice: input.onNotice,
    }),
    orders: orderUseCases({ orders, catalog, carts, clock }),
    validation: validationUseCases({ store: drizzleValidationStore(db), orders, clock, onNotice: input.onNotice }),
    conversation: drizzleConversationAccount(db),
    clock,
    account: accountUseCases({
      accounts: drizzleAccountRepository(db),
      mail: input.mail,
      passwords: input.passwords,
      clock,
      publicUrl: input.publicUrl,
      linkSecret: input.ecommerceLinkSecret,
      afterResponse: (task) => input.afterResponse.run(task),
    }),
    rateLimiter: createRateLimiter({ store: drizzleRateLimitStore(db), clock }),
  }
}
