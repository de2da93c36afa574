import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { DecodeError, type GatewayError } from '../../application/errors'
import { BackofficeGateway, type ItemOf } from '../../application/backoffice/ports/backoffice-gateway'
import { type AdminResource, AuditHistoryWire, BulkResultWire } from '../../contract/backoffice/backoffice-shapes'
import { MessageWire } from '../../contract/wire-primitives'
import { HttpClient, type HttpRequest } from '../http/http-client.fetch'
import { idPath } from '../portal/portal-http'

// The back-office API over the shared HTTP client, so the admin's bearer token and the 401 -> refresh
// -> retry rule apply to every call, the CSV export included. Every answer is parsed with the
// resource's contract schema; refusals keep the server's message and a 422's `fields` (http-response).

// Each resource names its surface: the e-commerce back office's live on the Portal API (admin token),
// the showcase back office's on the Storefront API (storefront-admin token). Naming the identity rather
// than following the page keeps the gateway right when a test or another page calls it.
type Call = Omit<HttpRequest, 'surface' | 'auth'>
function on(resource: Pick<AdminResource, 'surface'>): Pick<HttpRequest, 'surface' | 'auth'> {
  return resource.surface === 'storefront'
    ? { surface: 'storefront', auth: 'storefront' }
    : { surface: 'portal', auth: 'admin' }
}
const Anything = v.unknown()
const CsvText = v.string()
// Not `instanceof Blob`: the fetch's Blob class may be another realm's than the page's (tests, workers).
const FileBlob = v.custom<Blob>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value)
// Response.text() drops the UTF-8 BOM the server sends; spreadsheets need it to read accents right.
const BOM = '\uFEFF'

// The answer WAS parsed with `resource.item`; TypeScript only cannot follow a generic descriptor's schema.
const asItemOf = <R extends AdminResource>(_resource: R, parsed: Effect.Effect<unknown, GatewayError>) =>
  parsed as Effect.Effect<ItemOf<R>, GatewayError>

export function makeHttpBackofficeGateway(client: HttpClient['Service']): BackofficeGateway['Service'] {
  const send = <A>(resource: Pick<AdminResource, 'surface'>, request: Call, schema: v.GenericSchema<unknown, A>) =>
    client.request({ ...request, ...on(resource) }, schema).pipe(Effect.map(({ data }) => data))
  return BackofficeGateway.of({
    list: (resource, query) =>
      client
        .request({ ...on(resource), method: 'GET', path: resource.path, query }, v.array(resource.item))
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
        send(resource, { method: 'GET', path: idPath(resource.path, id) }, resource.item),
      ),
    create: (resource, body) =>
      asItemOf(resource, send(resource, { method: 'POST', path: resource.path, body }, resource.item)),
    update: (resource, id, body) => {
      const call = { method: 'PUT', path: idPath(resource.path, id), body } as const
      return asItemOf(resource, send(resource, call, resource.item))
    },
    remove: (resource, id, version) => {
      const query: Record<string, string> = version === undefined ? {} : { version: String(version) }
      const call = { method: 'DELETE', path: idPath(resource.path, id), query } as const
      return send(resource, call, Anything).pipe(Effect.asVoid)
    },
    bulk: (resource, body) =>
      send(resource, { method: 'POST', path: `${resource.path}/bulk`, body }, BulkResultWire),
    exportCsv: (resource, query) =>
      send(resource, { method: 'GET', path: `${resource.path}/export.csv`, query, answer: 'text' },
        CsvText,
      ).pipe(
        Effect.map((text) => new Blob([text.startsWith(BOM) ? text : BOM + text], { type: 'text/csv;charset=utf-8' })),
      ),
    upload: (resource, id, target) => {
      const form = new FormData()
      form.append(target.field, target.file)
      if (target.version !== undefined) form.append('version', String(target.version))
      const path = `${idPath(resource.path, id)}/${target.path}`
      return asItemOf(resource, send(resource, { method: 'POST', path, body: form }, resource.item))
    },
    command: (resource, id, action) =>
      send(resource, { method: 'POST', path: `${idPath(resource.path, id)}/${action}` }, MessageWire),
    getSingle: (resource) =>
      asItemOf(resource, send(resource, { method: 'GET', path: resource.path }, resource.item)),
    updateSingle: (resource, body) =>
      asItemOf(resource, send(resource, { method: 'PUT', path: resource.path, body }, resource.item)),
    history: (resource, id) => {
      const query = { entity: resource.entity, entity_id: String(id) }
      return send(resource, { method: 'GET', path: '/admin/audit', query }, AuditHistoryWire)
    },
    view: (resource, id, view) =>
      asItemOf(resource, send(resource, { method: 'GET', path: `${idPath(resource.path, id)}/${view}` }, resource.item)),
    download: (resource, id, file) =>
      send(resource, { method: 'GET', path: `${idPath(resource.path, id)}/${file}`, answer: 'blob' }, FileBlob),
  })
}

export const BackofficeGatewayHttp: Layer.Layer<BackofficeGateway, never, HttpClient> = Layer.effect(
  BackofficeGateway,
  HttpClient.useSync(makeHttpBackofficeGateway),
)
