import { type Env, Hono, type Context } from 'hono'
import { AUDIT_PAGE_SIZE, AuditQuery, type AuditEntryWire } from '../../../src/contract/backoffice/audit'
import type { Endpoint } from '../../../src/contract/endpoint'
import { route } from '../http/contract-routes'
import { forbidden } from '../http/form-body'
import { parseInput } from '../http/parse-json-body'
import type { AuditHistory, AuditRecord } from './audit-entry'

export const presentAuditRecord = (record: AuditRecord): AuditEntryWire => ({
  id: record.id,
  admin_login: record.adminLogin,
  action: record.action,
  before: record.before,
  after: record.after,
  at: record.at.toISOString(),
  ...(record.names === undefined ? {} : { names: record.names }),
})

/** Whether the caller of `c` may read the history of `entity` (audit-read-rules.ts). */
export type AuditReadable<E extends Env> = (entity: string, c: Context<E>) => boolean

// GET /admin/audit?entity=brand&entity_id=3&before=&limit=: a page of the history shown under each
// back-office record, the record's number of entries in `x-total-count`. Mounted behind each back
// office's guard by the composition, which says who reads which entity (the audit log is shared by both
// back offices): reading a record's history needs the right to read the record, 403 otherwise
// (decision 065). Each back office passes its own API's declaration of the endpoint (decision 053).
export function auditRoutes<E extends Env>(history: AuditHistory, readable: AuditReadable<E>, declared: Endpoint) {
  const routes = new Hono<E>()
  route(routes, declared, async (c) => {
    const query = parseInput(AuditQuery, c.req.query())
    if (!readable(query.entity, c)) throw forbidden()
    const page = { before: query.before ?? null, limit: query.limit ?? AUDIT_PAGE_SIZE }
    const { records, total } = await history(query.entity, query.entity_id, page)
    c.header('x-total-count', String(total))
    return c.json<AuditEntryWire[]>(records.map(presentAuditRecord))
  })
  return routes
}
