import { Hono } from 'hono'
import { AuditQuery, type AuditEntryWire } from '../../../src/contract/backoffice/backoffice-shapes'
import type { Endpoint } from '../../../src/contract/endpoint'
import { route } from '../http/contract-routes'
import { parseInput } from '../http/parse-json-body'
import type { AuditHistory, AuditRecord } from './audit-entry'

export const presentAuditRecord = (record: AuditRecord): AuditEntryWire => ({
  id: record.id,
  admin_login: record.adminLogin,
  action: record.action,
  before: record.before,
  after: record.after,
  at: record.at.toISOString(),
})

// GET /admin/audit?entity=brand&entity_id=3: the history shown under each back-office record.
// Mounted behind each back office's guard by the composition, which says whose entities it may read
// (the audit log is shared by both back offices); another's entity answers an empty history. Each
// back office passes its own API's declaration of the endpoint (decision 053).
export function auditRoutes(history: AuditHistory, readable: (entity: string) => boolean, declared: Endpoint) {
  const routes = new Hono()
  route(routes, declared, async (c) => {
    const query = parseInput(AuditQuery, c.req.query())
    const records = readable(query.entity) ? await history(query.entity, query.entity_id) : []
    return c.json<AuditEntryWire[]>(records.map(presentAuditRecord))
  })
  return routes
}
