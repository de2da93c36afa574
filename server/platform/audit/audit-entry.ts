// Who acts in the back office: the administrator of the request, named in every audit record.
export type AdminActor = { id: number; login: string }

export type AuditAction = 'create' | 'update' | 'delete' | (string & {})

/** One admin write: which record, what happened, its values before and after (decision 027). */
export type AuditEntry = {
  actor: AdminActor
  entity: string
  entityId: number
  action: AuditAction
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export type AuditRecord = {
  id: number
  adminLogin: string
  action: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  at: Date
  /** What the ids of `before` and `after` name today, by field then id (audit-references.drizzle.ts). */
  names?: Record<string, Record<string, string>>
}

/** One page of a record's history: entries older than `before` (all when null), newest first. */
export type AuditPageRequest = { before: number | null; limit: number }
export type AuditPage = { records: AuditRecord[]; total: number }

export type AuditHistory = (entity: string, entityId: number, page: AuditPageRequest) => Promise<AuditPage>
