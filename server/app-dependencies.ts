import { drizzleAdminRepository } from './admins/admin-repository.drizzle'
import { createAccessTokens } from './auth/access-tokens'
import { currentIdentity } from './auth/current-identity.use-case'
import { loginAdmin } from './auth/login-admin.use-case'
import { loginShop } from './auth/login-shop.use-case'
import { logout } from './auth/logout.use-case'
import type { PasswordHasher } from './auth/password-hasher'
import { refreshSession } from './auth/refresh-session.use-case'
import { drizzleRefreshTokenRepository } from './auth/refresh-token-repository.drizzle'
import type { AppDeps } from './app'
import type { DatabaseHandle } from './db/database'
import { readShop } from './shops/read-shop.use-case'
import { drizzleShopRepository } from './shops/shop-repository.drizzle'
import type { Clock } from './shared/clock'
import type { Logger } from './shared/logger'

export type WiringInput = {
  database: Pick<DatabaseHandle, 'db' | 'ping'>
  jwtSecret: string
  webDistDir: string
  corsOrigins: readonly string[]
  passwords: PasswordHasher
  clock: Clock
  logger: Logger
}

// Wires the drizzle adapters into the use cases. Shared by server/main.ts and the server tests,
// so that the tests exercise exactly the production wiring.
export function wireAppDependencies(input: WiringInput): AppDeps {
  const { db } = input.database
  const shops = drizzleShopRepository(db)
  const admins = drizzleAdminRepository(db)
  const refreshTokens = drizzleRefreshTokenRepository(db)
  const accessTokens = createAccessTokens({ secret: input.jwtSecret, clock: input.clock })
  const sessions = { accessTokens, refreshTokens, clock: input.clock }
  return {
    portal: {
      accessTokens,
      loginShop: loginShop({ ...sessions, shops, passwords: input.passwords }),
      loginAdmin: loginAdmin({ ...sessions, admins, passwords: input.passwords }),
      refreshSession: refreshSession(sessions, ['shop', 'admin']),
      logout: logout(sessions),
      currentIdentity: currentIdentity({ shops, admins }),
      readShop: readShop({ shops }),
    },
    pingDatabase: () => input.database.ping(),
    logger: input.logger,
    webDistDir: input.webDistDir,
    corsOrigins: input.corsOrigins,
  }
}
