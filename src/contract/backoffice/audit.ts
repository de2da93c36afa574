import * as v from 'valibot'
import { Id, IsoInstant, LineText, QueryInt } from '../wire-primitives'

// GET /admin/audit of either API: a record's history, newest first, a page at a time
// (docs/decisions/065-audit-pages-and-readers.md). The page starts after the cursor `before` (the id
// of the last entry already shown) so that entries written meanwhile never shift or repeat a page;
// `x-total-count` holds the record's number of entries, so the first one is always reachable.

/** Entries per page when the caller does not say; the most a page holds is AUDIT_MAX_PAGE. */
export const AUDIT_PAGE_SIZE = 20
export const AUDIT_MAX_PAGE = 200

export const AuditQuery = v.object({
  entity: v.pipe(LineText, v.trim(), v.maxLength(40)),
  entity_id: v.pipe(QueryInt, v.minValue(1)),
  /** The id of the oldest entry already read: the page holds older ones only. */
  before: v.optional(v.pipe(QueryInt, v.minValue(1))),
  limit: v.optional(v.pipe(QueryInt, v.minValue(1), v.maxValue(AUDIT_MAX_PAGE))),
})
export type AuditQuery = v.InferOutput<typeof AuditQuery>

/** The names of the records a value points to, by field then id: `{ brand_id: { '2': 'Maison Lune' } }`. */
export const AuditNamesWire = v.record(v.string(), v.record(v.string(), v.string()))
export type AuditNamesWire = v.InferOutput<typeof AuditNamesWire>

/** One line of a record's history (GET /admin/audit?entity=...&entity_id=...). */
export const AuditEntryWire = v.object({
  id: Id,
  admin_login: v.string(),
  action: v.string(),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  at: IsoInstant,
  /** What the ids of `before` and `after` name today (a brand, a category, a medium), when known. */
  names: v.optional(AuditNamesWire),
})
export type AuditEntryWire = v.InferOutput<typeof AuditEntryWire>
export const AuditHistoryWire = v.array(AuditEntryWire)
