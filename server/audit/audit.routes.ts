import { Hono } from 'hono'
import { AuditQuery, type AuditEntryWire } from '../../src/contract/backoffice/backoffice-shapes'
import { parseInput } from '../http/parse-json-body'
import type { AuditHistory, AuditRecord } from './audit-entry'

const present = (record: AuditRecord): AuditEntryWire => ({
  id: record.id,
  admin_login: record.adminLogin,
  action: record.action,
  before: record.before,
  after: record.after,
  at: record.at.toISOString(),
})

// GET /admin/audit?entity=brand&entity_id=3: the history shown under each back-office record.
// Mounted behind the admin guard by the composition.
export function auditRoutes(history: AuditHistory) {
  const routes = new Hono()
  routes.get('/admin/audit', async (c) => {
    const query = parseInput(AuditQuery, c.req.query())
    return c.json<AuditEntryWire[]>((await history(query.entity, query.entity_id)).map(present))
  })
  return routes
}
