// What other features may use of audit/ (docs/decisions/016-server-feature-folders.md).
export type {
  AdminActor,
  AuditAction,
  AuditEntry,
  AuditHistory,
  AuditPage,
  AuditPageRequest,
  AuditRecord,
} from './audit-entry'
export { recordAudit } from './audit-log.drizzle'
export { auditRoutes, presentAuditRecord, type AuditReadable } from './audit.routes'
export { drizzleAuditHistory } from './audit-log.drizzle'
export { ecommerceHistoryRule, showcaseHistoryRule, type AuditReadRule } from './audit-read-rules'
