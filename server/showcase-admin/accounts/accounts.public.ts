import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { ECOMMERCE_USERS, SHOWCASE_ADMINISTRATORS } from '../../../src/contract/showcase-admin/accounts'
import { ACCOUNTS_ADMIN_MESSAGES } from '../../../src/domain/messages/showcase-admin-messages'
import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { accountUseCases } from './account.use-cases'
import { drizzleAccountStore } from './account-store.drizzle'
import { accountRoutes } from './accounts.routes'

// What other features may use of showcase-admin/accounts/ (docs/decisions/016-server-feature-folders.md).
// The two account screens of the showcase back office (decision 036):
// - the showcase administrators (role `vitrine`), whose sessions are their SSO and storefront tokens;
// - the e-commerce back office's administrators of role `admin` ONLY: a super administrator is never
//   read nor written here, so a showcase administrator cannot create, promote or touch one.
// server/backoffice/accounts/ serves the super administrators' screen with a role field and rules of its
// own (the last super administrator); its use cases are not exported and do not fit a fixed role.
export function showcaseAccountsAdmin(input: { db: Database; clock: Clock; passwords: PasswordHasher }) {
  const { db, clock, passwords } = input
  const administrators = accountUseCases({
    store: drizzleAccountStore(db, 'vitrine', ['sso', 'storefront-admin']),
    passwords,
    clock,
    entity: SHOWCASE_ADMINISTRATORS.entity,
    lastActive: ACCOUNTS_ADMIN_MESSAGES.lastShowcaseAdmin,
  })
  const ecommerceUsers = accountUseCases({
    store: drizzleAccountStore(db, 'admin', ['admin']),
    passwords,
    clock,
    entity: ECOMMERCE_USERS.entity,
    lastActive: null,
  })
  const routes = new Hono<ShowcaseAdminEnv>()
  routes.route('/', accountRoutes(SHOWCASE_ADMIN_ENDPOINTS.administrators, administrators))
  routes.route('/', accountRoutes(SHOWCASE_ADMIN_ENDPOINTS.ecommerceUsers, ecommerceUsers))
  return routes
}
