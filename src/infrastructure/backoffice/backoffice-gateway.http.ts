import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { DecodeError, type GatewayError } from '../../application/errors'
import { BackofficeGateway, type ItemOf } from '../../application/ports/backoffice-gateway'
import { type AdminResource, AuditHistoryWire, BulkResultWire } from '../../contract/backoffice/backoffice-shapes'
import { MessageWire } from '../../contract/wire-primitives'
import { HttpClient } from '../http/http-client.fetch'
import { idPath, portalCall } from '../portal/portal-http'

// The back-office API over the shared HTTP client, so the admin's bearer token and the 401 -> refresh
// -> retry rule apply to every call, the CSV export included. Every answer is parsed with the
// resource's contract schema; refusals keep the server's message and a 422's `fields` (http-response).

// Back-office pages sit under /backoffice, so 'by-path' would pick the admin token anyway; naming it
// keeps the gateway right when a test or another page calls it.
const AS_ADMIN = { auth: 'admin' } as const
const Anything = v.unknown()
const CsvText = v.string()
// Response.text() drops the UTF-8 BOM the server sends; spreadsheets need it to read accents right.
const BOM = '\uFEFF'

// The answer WAS parsed with `resource.item`; TypeScript only cannot follow a generic descriptor's schema.
const asItemOf = <R extends AdminResource>(_resource: R, parsed: Effect.Effect<unknown, GatewayError>) =>
  parsed as Effect.Effect<ItemOf<R>, GatewayError>

export function makeHttpBackofficeGateway(client: HttpClient['Service']): BackofficeGateway['Service'] {
  return BackofficeGateway.of({
    list: (resource, query) =>
      client
        .request({ surface: 'portal', ...AS_ADMIN, method: 'GET', path: resource.path, query }, v.array(resource.item))
        .pipe(
          Effect.flatMap(({ data, totalCount }) =>
            totalCount === null
              ? Effect.fail(new DecodeError({ issues: 'x-total-count: missing or not a count' }))
              : Effect.succeed({ rows: data as ItemOf<typeof resource>[], total: totalCount }),
          ),
        ),
    get: (resource, id) =>
      asItemOf(
        resource,
        portalCall(client, { ...AS_ADMIN, method: 'GET', path: idPath(resource.path, id) }, resource.item),
      ),
    create: (resource, body) =>
      asItemOf(resource, portalCall(client, { ...AS_ADMIN, method: 'POST', path: resource.path, body }, resource.item)),
    update: (resource, id, body) => {
      const call = { ...AS_ADMIN, method: 'PUT', path: idPath(resource.path, id), body } as const
      return asItemOf(resource, portalCall(client, call, resource.item))
    },
    remove: (resource, id, version) => {
      const query: Record<string, string> = version === undefined ? {} : { version: String(version) }
      const call = { ...AS_ADMIN, method: 'DELETE', path: idPath(resource.path, id), query } as const
      return portalCall(client, call, Anything).pipe(Effect.asVoid)
    },
    bulk: (resource, body) =>
      portalCall(client, { ...AS_ADMIN, method: 'POST', path: `${resource.path}/bulk`, body }, BulkResultWire),
    exportCsv: (resource, query) =>
      portalCall(
        client,
        { ...AS_ADMIN, method: 'GET', path: `${resource.path}/export.csv`, query, answer: 'text' },
        CsvText,
      ).pipe(
        Effect.map((text) => new Blob([text.startsWith(BOM) ? text : BOM + text], { type: 'text/csv;charset=utf-8' })),
      ),
    upload: (resource, id, target) => {
      const form = new FormData()
      form.append(target.field, target.file)
      if (target.version !== undefined) form.append('version', String(target.version))
      const path = `${idPath(resource.path, id)}/${target.path}`
      return asItemOf(resource, portalCall(client, { ...AS_ADMIN, method: 'POST', path, body: form }, resource.item))
    },
    command: (resource, id, action) =>
      portalCall(client, { ...AS_ADMIN, method: 'POST', path: `${idPath(resource.path, id)}/${action}` }, MessageWire),
    getSingle: (resource) =>
      asItemOf(resource, portalCall(client, { ...AS_ADMIN, method: 'GET', path: resource.path }, resource.item)),
    updateSingle: (resource, body) =>
      asItemOf(resource, portalCall(client, { ...AS_ADMIN, method: 'PUT', path: resource.path, body }, resource.item)),
    history: (entity, id) =>
      portalCall(
        client,
        { ...AS_ADMIN, method: 'GET', path: '/admin/audit', query: { entity, entity_id: String(id) } },
        AuditHistoryWire,
      ),
  })
}

export const BackofficeGatewayHttp: Layer.Layer<BackofficeGateway, never, HttpClient> = Layer.effect(
  BackofficeGateway,
  HttpClient.useSync(makeHttpBackofficeGateway),
)
