import * as v from 'valibot'
import { BodyId, Id, MAX_ID, LineText, QueryInt, SearchText, SortOrder, TimestampEntries } from '../wire-primitives'

// Shapes shared by every resource of the back-office API (decision 027, decisions §1): lists take
// `_start`, `_limit`, `_sort`, `_order`, `q` and per-resource filters and answer the total in
// `x-total-count`; writes answer the record; refusals of a form answer 422 with every field at once.

/** `422 { message, fields: { name: message } }`: all the field errors of one submission. */
export const FieldErrorsWire = v.object({ message: v.string(), fields: v.record(v.string(), v.string()) })
export type FieldErrorsWire = v.InferOutput<typeof FieldErrorsWire>

/** The paging and sorting part of every back-office list query; each resource adds its filters. */
export const AdminListQueryEntries = {
  _start: v.optional(QueryInt),
  _limit: v.optional(QueryInt),
  _sort: v.optional(v.pipe(LineText, v.trim(), v.maxLength(40))),
  _order: v.optional(SortOrder),
  q: v.optional(SearchText),
}
export const AdminListQuery = v.object(AdminListQueryEntries)
export type AdminListQuery = v.InferOutput<typeof AdminListQuery>

type SortedListEntries<Sorts extends v.PicklistOptions> = Omit<typeof AdminListQueryEntries, '_sort'> & {
  _sort: v.SchemaWithFallback<v.OptionalSchema<v.PicklistSchema<Sorts, undefined>, undefined>, undefined>
}

/** A resource's list query: the paging entries, `_sort` among its own `sorts`, then its filters. */
export const sortedListQuery = <Sorts extends v.PicklistOptions, Filters extends v.ObjectEntries = {}>(
  sorts: Sorts,
  filters?: Filters,
) => {
  // Spread in this order, `_sort` keeps its place between `_limit` and `_order`. An unknown sort (a
  // hand-edited address) is read as none, the list's default, rather than refused (decision 068).
  const _sort = v.fallback(v.optional(v.picklist(sorts)), undefined)
  const entries = { ...AdminListQueryEntries, _sort, ...filters }
  return v.object(entries as SortedListEntries<Sorts> & Filters)
}

/** Every editable record travels with its version; an update sends back the version it read. */
export const VersionEntries = { version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)) }

/** An update body: the create form's entries plus the version it read (decisions 027 and 054). */
export const withVersion = <E extends v.ObjectEntries>(entries: E) => v.object({ ...entries, ...VersionEntries })

/**
 * An editable record's schemas (decisions 027 and 054): its answer, the create body read from the form's
 * `entries`, and the update body, the same entries plus the version read.
 */
export const versioned = <Item extends v.GenericSchema, E extends v.ObjectEntries>(item: Item, entries: E) => ({
  item,
  createBody: v.object(entries),
  updateBody: withVersion(entries),
})

/** The last entries of an editable record's answer: the version to send back, and its two instants. */
export const RecordStampEntries = { version: Id, ...TimestampEntries }

/** A yes/no filter of a list query ('true' / 'false'), read as a boolean. */
export const BooleanQuery = v.pipe(
  v.picklist(['true', 'false']),
  v.transform((text) => text === 'true'),
)
/** The same, refusing control characters first with their own message (as the body texts do). */
export const BooleanQueryText = v.pipe(LineText, BooleanQuery)

/** Bulk actions on the selected rows of a table. */
export const BulkBody = v.object({
  ids: v.pipe(v.array(BodyId), v.minLength(1), v.maxLength(500)),
  action: v.pipe(LineText, v.maxLength(40)),
})
export type BulkBody = v.InferOutput<typeof BulkBody>
export const BulkResultWire = v.object({ message: v.string(), affected: v.number() })
export type BulkResultWire = v.InferOutput<typeof BulkResultWire>

/**
 * One resource of the back-office API, as the browser's generic gateway and the kit's table and form
 * use it. Convention for a resource at `path` (e.g. `/admin/brands`):
 * GET path (list query, `x-total-count`), GET path/{id}, POST path (create body, 201),
 * PUT path/{id} (update body = create body + version; 409 when stale), DELETE path/{id},
 * POST path/bulk (BulkBody), GET path/export.csv (same filters as the list, streamed).
 */
export type AdminResource<
  Item extends v.GenericSchema = v.GenericSchema,
  Create extends v.GenericSchema = v.GenericSchema,
  Update extends v.GenericSchema = v.GenericSchema,
> = {
  readonly path: string
  /**
   * Where it lives: the Portal API (the e-commerce back office, the default) or the Storefront API (the
   * showcase back office, decision 036), each with its own administrators' token and its own /admin/audit.
   */
  readonly surface?: 'portal' | 'storefront'
  /** The audit log's entity name of this resource (GET /admin/audit?entity=...). */
  readonly entity: string
  readonly item: Item
  readonly createBody: Create
  readonly updateBody: Update
}

type ResourceSchemas = { item: v.GenericSchema; createBody: v.GenericSchema; updateBody: v.GenericSchema }

/** A resource of the e-commerce back office, on the Portal API (see AdminResource). */
export const adminResource = <S extends ResourceSchemas>(
  path: string,
  entity: string,
  schemas: S,
): AdminResource<S['item'], S['createBody'], S['updateBody']> => ({ path, entity, ...schemas })

/** The same for a resource of the showcase back office, on the Storefront API (decision 036). */
export const storefrontResource = <S extends ResourceSchemas>(
  path: string,
  entity: string,
  schemas: S,
): AdminResource<S['item'], S['createBody'], S['updateBody']> => ({ path, surface: 'storefront', entity, ...schemas })
