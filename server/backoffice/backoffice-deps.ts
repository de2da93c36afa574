import type { AdminRepository } from '../admins/admins.public'
import type { AuditHistory } from '../audit/audit.public'
import type { AccessTokens } from '../auth/auth.public'

// The use cases of the e-commerce back office's API (issue 8), wired by backoffice.wiring.ts and
// mounted under /portal-api/admin/... by backoffice.app.ts. Each feature adds its own entry.
export type BackofficeDeps = {
  accessTokens: AccessTokens
  admins: AdminRepository
  auditHistory: AuditHistory
}
