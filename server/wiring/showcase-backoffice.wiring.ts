import type { AdminRepository } from '../admins/admins.public'
import { drizzleAuditHistory } from '../audit/audit.public'
import type { PasswordHasher } from '../auth/password-hasher'
import type { Database } from '../db/database'
import type { MailSender } from '../mail/mail-sender'
import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import type { FileStorage } from '../storage/storage.public'
import type { ShowcaseBackofficeDeps } from '../showcase-backoffice/showcase-backoffice.public'
import type { ShowcaseAdminAuth } from '../storefront/storefront.public'
import { wireShowcaseHomeAdmin } from './showcase-home-admin.wiring'
import { wireShowcaseMedia } from './showcase-media.wiring'
import { showcaseCatalogAdminRoutes } from '../showcase-catalog-admin/showcase-catalog-admin.public'
import { showcaseJobsAdmin } from '../showcase-jobs-admin/showcase-jobs-admin.public'
import { showcaseAccountsAdmin } from '../showcase-accounts-admin/showcase-accounts-admin.public'
import { showcaseBlogAdminRoutes } from '../showcase-blog-admin/showcase-blog-admin.public'

export type ShowcaseBackofficeWiring = {
  db: Database
  clock: Clock
  logger: Logger
  passwords: PasswordHasher
  mail: MailSender
  publicUrl: string
  admins: AdminRepository
  // The media library's files and the job applications' CVs (local disk or object store).
  files: FileStorage
  auth: Pick<ShowcaseAdminAuth, 'accessTokens' | 'currentAdmin'>
}

// The showcase back office's features (issue 9), each wiring its own routes; the composition
// (showcase-backoffice.app.ts) mounts them behind the showcase administrators' door.
export function wireShowcaseBackoffice(input: ShowcaseBackofficeWiring): ShowcaseBackofficeDeps {
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
