import type { AdminRepository } from '../platform/administrators/administrators.public'
import { drizzleAuditHistory } from '../platform/audit/audit.public'
import type { PasswordHasher } from '../platform/auth/password-hasher'
import type { Database } from '../platform/db/database'
import type { MailSender } from '../platform/mail/mail-sender'
import type { Clock } from '../platform/shared/clock'
import type { Logger } from '../platform/shared/logger'
import type { FileStorage } from '../platform/storage/storage.public'
import type { ShowcaseAdminDeps } from './showcase-admin.public'
import type { ShowcaseAdminAuth } from '../showcase/showcase.public'
import { wireShowcaseHomeAdmin } from './home.wiring'
import { wireShowcaseMedia } from './media.wiring'
import { showcaseCatalogAdminRoutes } from './catalog/catalog.public'
import { showcaseJobsAdmin } from './jobs/jobs.public'
import { showcaseAccountsAdmin } from './accounts/accounts.public'
import { showcaseBlogAdminRoutes } from './blog/blog.public'

export type ShowcaseAdminWiring = {
  db: Database
  clock: Clock
  logger: Logger
  passwords: PasswordHasher
  mail: MailSender
  publicUrl: string
  admins: AdminRepository
  // The media library's files and the job applications' CVs (local disk or object store).
  files: FileStorage
  auth: Pick<ShowcaseAdminAuth, 'accessTokens' | 'currentAdmin' | 'secondFactor'>
}

// The showcase back office's features (decision 036), each wiring its own routes; the composition
// (showcase-admin.app.ts) mounts them behind the showcase administrators' door.
export function wireShowcaseAdmin(input: ShowcaseAdminWiring): ShowcaseAdminDeps {
  return {
    auth: input.auth,
    auditHistory: drizzleAuditHistory(input.db),
    features: [
      wireShowcaseHomeAdmin(input),
      wireShowcaseMedia(input),
      showcaseJobsAdmin(input),
      showcaseAccountsAdmin(input),
      showcaseBlogAdminRoutes(input),
      showcaseCatalogAdminRoutes(input),
    ],
  }
}
