import { Context, type Effect } from 'effect'
import type { AuditEntryWire } from '../../../contract/backoffice/audit'
import type { AdminResource, BulkBody, BulkResultWire } from '../../../contract/backoffice/backoffice-shapes'
import type { GatewayError } from '../../errors'

// One gateway for every resource of the back-office API (decision 032): the resource's contract descriptor
// (src/contract/backoffice/*.ts, e.g. BRANDS) says where it lives and how its answers are parsed, so a
// new screen needs no new port. A 422 fails as `Rejected { status: 422, message, fields }`, a stale
// version as `Rejected { status: 409, message }` (the server's French sentence).

// The schemas' types through valibot's own `~types` marker: the application layer does not import valibot.
type SchemaTypes<S> = S extends { readonly '~types'?: infer T } ? NonNullable<T> : never
/** What the server answers for one record of the resource (snake_case, parsed). */
export type ItemOf<R extends AdminResource> = SchemaTypes<R['item']> extends { readonly output: infer O } ? O : never
/** What a creation sends. */
export type CreateOf<R extends AdminResource> =
  SchemaTypes<R['createBody']> extends { readonly input: infer I } ? I : never
/** What an update sends: the creation's fields plus the `version` that was read. */
export type UpdateOf<R extends AdminResource> =
  SchemaTypes<R['updateBody']> extends { readonly input: infer I } ? I : never

/** Which page of a record's history: after the entry `before`, `limit` entries (the server's size otherwise). */
export type HistoryPageParams = { readonly before?: number; readonly limit?: number }
export type HistoryPage = { readonly entries: readonly AuditEntryWire[]; readonly total: number }

/**
 * A list request as the wire wants it (`_start`, `_limit`, `_sort`, `_order`, `q` and the resource's
 * filters), already as text: absent values are left out.
 */
export type AdminListParams = Readonly<Record<string, string>>

/** A file sent to a record: `path` after the record's (e.g. 'logo'), the multipart `field`, the version read. */
export type UploadTarget = {
  readonly path: string
  readonly field: string
  readonly file: Blob
  readonly version?: number
}

export type AdminPage<Row> = { readonly rows: readonly Row[]; readonly total: number }

export class BackofficeGateway extends Context.Service<
  BackofficeGateway,
  {
    /** GET path?query; the total comes from x-total-count. */
    readonly list: <R extends AdminResource>(
      resource: R,
      query: AdminListParams,
    ) => Effect.Effect<AdminPage<ItemOf<R>>, GatewayError>
    /** GET path/{id}. */
    readonly get: <R extends AdminResource>(resource: R, id: number) => Effect.Effect<ItemOf<R>, GatewayError>
    /** POST path: the created record. */
    readonly create: <R extends AdminResource>(resource: R, body: CreateOf<R>) => Effect.Effect<ItemOf<R>, GatewayError>
    /** PUT path/{id}: the saved record (its new version). */
    readonly update: <R extends AdminResource>(
      resource: R,
      id: number,
      body: UpdateOf<R>,
    ) => Effect.Effect<ItemOf<R>, GatewayError>
    /** DELETE path/{id}; with the version read, a record changed since is refused (409) rather than deleted. */
    /** The server's French message (the last variant's removal says the product was unpublished), or null. */
    readonly remove: (
      resource: AdminResource,
      id: number,
      version?: number,
    ) => Effect.Effect<string | null, GatewayError>
    /** POST path/bulk: the server's French summary and how many rows it touched. */
    readonly bulk: (resource: AdminResource, body: BulkBody) => Effect.Effect<BulkResultWire, GatewayError>
    /** GET path/export.csv with the list's filters (every page): the file, ready to download. */
    readonly exportCsv: (resource: AdminResource, query: AdminListParams) => Effect.Effect<Blob, GatewayError>
    /** POST path/{id}/{file} as multipart (a brand's logo, a product's image): the record as saved. */
    readonly upload: <R extends AdminResource>(
      resource: R,
      id: number,
      target: UploadTarget,
    ) => Effect.Effect<ItemOf<R>, GatewayError>
    /** POST path/{id}/{action}, a record's own command (a shop's 'password-link'): the server's French message. */
    readonly command: (
      resource: AdminResource,
      id: number,
      action: string,
    ) => Effect.Effect<{ readonly message: string }, GatewayError>
    /** GET path of a one-record resource (the settings): the record, its version included. */
    readonly getSingle: <R extends AdminResource>(resource: R) => Effect.Effect<ItemOf<R>, GatewayError>
    /** PUT path of a one-record resource: the saved record; 409 when the version read is stale. */
    readonly updateSingle: <R extends AdminResource>(
      resource: R,
      body: UpdateOf<R>,
    ) => Effect.Effect<ItemOf<R>, GatewayError>
    /**
     * GET /admin/audit?entity=&entity_id= on the resource's surface: a page of its history, newest first,
     * older than the entry `before` (the first page without it), and the record's number of entries.
     */
    readonly history: (
      resource: AdminResource,
      id: number,
      page?: HistoryPageParams,
    ) => Effect.Effect<HistoryPage, GatewayError>
    /** GET path/{id}/{view}, parsed with the resource's item (a job's public preview, decision 036). */
    readonly view: <R extends AdminResource>(
      resource: R,
      id: number,
      view: string,
    ) => Effect.Effect<ItemOf<R>, GatewayError>
    /** GET path/{id}/{file}: a record's stored file (an application's CV), with the admin's token. */
    readonly download: (resource: AdminResource, id: number, file: string) => Effect.Effect<Blob, GatewayError>
  }
>()('ecrin/BackofficeGateway') {}
