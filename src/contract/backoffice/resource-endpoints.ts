import * as v from 'valibot'
import type { Api, Endpoint, Method } from '../endpoint'
import { AuditHistoryWire, AuditQuery } from './audit'
import { type AdminResource, BulkBody, BulkResultWire } from './backoffice-shapes'

// The endpoints of a back-office resource follow from its descriptor (decision 053, on the convention
// AdminResource states): the routes register them and the generic gateway calls them, so no routes file
// and no gateway restates a resource's path. Generic over every AdminResource, the showcase back
// office's (surface 'storefront') included.

/** An endpoint whose method and path shape are known to the type checker (for PathParams). */
export type Declared<M extends Method, P extends string> = Endpoint & { readonly method: M; readonly path: P }

export type ResourceEndpoints = {
  /** GET path?filters: the page of records, the total in `x-total-count`. */
  readonly list: Declared<'GET', string>
  readonly read: Declared<'GET', `${string}/:id`>
  /** POST path: the created record, 201. */
  readonly create: Declared<'POST', string>
  /** PUT path/:id with the version read: the saved record, 409 when stale. */
  readonly update: Declared<'PUT', `${string}/:id`>
  /** DELETE path/:id?version=: a record changed since is refused (409) rather than deleted. */
  readonly delete: Declared<'DELETE', `${string}/:id`>
  readonly bulk: Declared<'POST', `${string}/bulk`>
  /** GET path/export.csv with the list's filters: a streamed CSV, no JSON answer. */
  readonly exportCsv: Declared<'GET', `${string}/export.csv`>
}
export type ResourceEndpointKind = keyof ResourceEndpoints

type Shapes = Pick<Endpoint, 'query' | 'body' | 'answer'>

export type ResourceEndpointOptions<K extends ResourceEndpointKind> = {
  /** The list's filters and sorts; the CSV export takes the same. */
  readonly query?: v.GenericSchema
  /** Per endpoint, the shapes that differ from the convention (a DELETE answering `{ message }`). */
  readonly shapes?: { readonly [kind in ResourceEndpointKind]?: Shapes }
  /** The endpoints the resource serves, when not all seven. */
  readonly only?: readonly K[]
}

export const apiOf = (resource: Pick<AdminResource, 'surface'>): Api => resource.surface ?? 'portal'

const withQuery = (query: v.GenericSchema | undefined): Shapes => (query === undefined ? {} : { query })

/** The standard endpoints of `resource`: list, read, create, update, delete, bulk, export.csv. */
export function resourceEndpoints<K extends ResourceEndpointKind = ResourceEndpointKind>(
  resource: AdminResource,
  options: ResourceEndpointOptions<K> = {},
): Pick<ResourceEndpoints, K> {
  const api = apiOf(resource)
  const { path, item } = resource
  const byId = `${path}/:id` as const
  const shaped = (kind: ResourceEndpointKind, shapes: Shapes) => ({ ...shapes, ...options.shapes?.[kind] })
  const all: ResourceEndpoints = {
    list: { api, method: 'GET', path, ...shaped('list', { ...withQuery(options.query), answer: v.array(item) }) },
    read: { api, method: 'GET', path: byId, ...shaped('read', { answer: item }) },
    create: { api, method: 'POST', path, ...shaped('create', { body: resource.createBody, answer: item }) },
    update: { api, method: 'PUT', path: byId, ...shaped('update', { body: resource.updateBody, answer: item }) },
    delete: { api, method: 'DELETE', path: byId, ...shaped('delete', { answer: item }) },
    bulk: { api, method: 'POST', path: `${path}/bulk`, ...shaped('bulk', { body: BulkBody, answer: BulkResultWire }) },
    exportCsv: { api, method: 'GET', path: `${path}/export.csv`, ...shaped('exportCsv', withQuery(options.query)) },
  }
  if (options.only === undefined) return all
  return Object.fromEntries(options.only.map((kind) => [kind, all[kind]])) as Pick<ResourceEndpoints, K>
}

/**
 * `path/:id/name`: a record's own endpoint beyond the seven (a brand's logo upload, a shop's
 * password link, a job's preview, an application's CV).
 */
export function memberEndpoint<M extends Method, N extends string>(
  resource: AdminResource,
  method: M,
  name: N,
  shapes: Shapes = {},
): Declared<M, `${string}/:id/${N}`> {
  return { api: apiOf(resource), method, path: `${resource.path}/:id/${name}`, ...shapes }
}

/** A one-record resource (the settings): GET and PUT of its path, the record with its version. */
export function singleEndpoints(resource: AdminResource): {
  readonly read: Declared<'GET', string>
  readonly update: Declared<'PUT', string>
} {
  const api = apiOf(resource)
  return {
    read: { api, method: 'GET', path: resource.path, answer: resource.item },
    update: { api, method: 'PUT', path: resource.path, body: resource.updateBody, answer: resource.item },
  }
}

/**
 * GET /admin/audit?entity=&entity_id=&before=&limit= of either API: a page of a record's history, newest
 * first, the record's number of entries in `x-total-count` (contract/backoffice/audit.ts).
 */
export const auditEndpoint = (api: Api) =>
  ({ api, method: 'GET', path: '/admin/audit', query: AuditQuery, answer: AuditHistoryWire }) as const
