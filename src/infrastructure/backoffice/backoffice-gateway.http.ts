import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { DecodeError, type GatewayError } from '../../application/errors'
import { BackofficeGateway, type ItemOf } from '../../application/backoffice/ports/backoffice-gateway'
import { AuditHistoryWire } from '../../contract/backoffice/audit'
import { type AdminResource, BulkResultWire } from '../../contract/backoffice/backoffice-shapes'
import { MessageWire } from '../../contract/wire-primitives'
import {
  apiOf,
  auditEndpoint,
  memberEndpoint,
  resourceEndpoints,
  singleEndpoints,
} from '../../contract/backoffice/resource-endpoints'
import { requestOf } from '../http/endpoint-call'
import { HttpClient, type HttpRequest } from '../http/http-client.fetch'

// The back-office API over the shared HTTP client, so the admin's bearer token and the 401 -> refresh
// -> retry rule apply to every call, the CSV export included. Every answer is parsed with the
// resource's contract schema; refusals keep the server's message and a 422's `fields` (http-response).

// Each resource names its surface: the e-commerce back office's live on the Portal API (admin token),
// the showcase back office's on the Storefront API (storefront-admin token). Naming the identity rather
// than following the page keeps the gateway right when a test or another page calls it. The method,
// the path and the API of every call come from the contract (decision 053): the resource's standard
// endpoints (resourceEndpoints), its own ones (memberEndpoint, singleEndpoints), its API's audit.
const tokenOf = (resource: Pick<AdminResource, 'surface'>): Pick<HttpRequest, 'auth'> =>
  resource.surface === 'storefront' ? { auth: 'storefront' } : { auth: 'admin' }
const Anything = v.unknown()
// A deletion answers `{ message }`; an answer without one (an older server) reads as no message.
const deletionMessage = (answer: unknown): string | null => {
  const parsed = v.safeParse(MessageWire, answer)
  return parsed.success ? parsed.output.message : null
}
const CsvText = v.string()
// Not `instanceof Blob`: the fetch's Blob class may be another realm's than the page's (tests, workers).
const FileBlob = v.custom<Blob>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value)
// Response.text() drops the UTF-8 BOM the server sends; spreadsheets need it to read accents right.
const BOM = '\uFEFF'

// The answer WAS parsed with `resource.item`; TypeScript only cannot follow a generic descriptor's schema.
const asItemOf = <R extends AdminResource>(_resource: R, parsed: Effect.Effect<unknown, GatewayError>) =>
  parsed as Effect.Effect<ItemOf<R>, GatewayError>

export function makeHttpBackofficeGateway(client: HttpClient['Service']): BackofficeGateway['Service'] {
  const send = <A>(request: HttpRequest, schema: v.GenericSchema<unknown, A>) =>
    client.request(request, schema).pipe(Effect.map(({ data }) => data))
  return BackofficeGateway.of({
    list: (resource, query) =>
      client
        .request(requestOf(resourceEndpoints(resource).list, { ...tokenOf(resource), query }), v.array(resource.item))
        .pipe(
          Effect.flatMap(({ data, totalCount }) =>
            totalCount === null
              ? Effect.fail(new DecodeError({ issues: 'x-total-count: missing or not a count' }))
              : Effect.succeed({ rows: data as ItemOf<typeof resource>[], total: totalCount }),
          ),
        ),
    get: (resource, id) => {
      const request = requestOf(resourceEndpoints(resource).read, { ...tokenOf(resource), params: { id } })
      return asItemOf(resource, send(request, resource.item))
    },
    create: (resource, body) => {
      const request = requestOf(resourceEndpoints(resource).create, { ...tokenOf(resource), body })
      return asItemOf(resource, send(request, resource.item))
    },
    update: (resource, id, body) => {
      const request = requestOf(resourceEndpoints(resource).update, { ...tokenOf(resource), params: { id }, body })
      return asItemOf(resource, send(request, resource.item))
    },
    remove: (resource, id, version) => {
      const query: Record<string, string> = version === undefined ? {} : { version: String(version) }
      const request = requestOf(resourceEndpoints(resource).delete, { ...tokenOf(resource), params: { id }, query })
      return send(request, Anything).pipe(Effect.map(deletionMessage))
    },
    bulk: (resource, body) =>
      send(requestOf(resourceEndpoints(resource).bulk, { ...tokenOf(resource), body }), BulkResultWire),
    exportCsv: (resource, query) => {
      const call = { ...tokenOf(resource), query, answer: 'text' } as const
      return send(requestOf(resourceEndpoints(resource).exportCsv, call), CsvText).pipe(
        Effect.map((text) => new Blob([text.startsWith(BOM) ? text : BOM + text], { type: 'text/csv;charset=utf-8' })),
      )
    },
    upload: (resource, id, target) => {
      const form = new FormData()
      form.append(target.field, target.file)
      if (target.version !== undefined) form.append('version', String(target.version))
      const request = requestOf(memberEndpoint(resource, 'POST', target.path), {
        ...tokenOf(resource),
        params: { id },
        body: form,
      })
      return asItemOf(resource, send(request, resource.item))
    },
    command: (resource, id, action) =>
      send(requestOf(memberEndpoint(resource, 'POST', action), { ...tokenOf(resource), params: { id } }), MessageWire),
    getSingle: (resource) =>
      asItemOf(resource, send(requestOf(singleEndpoints(resource).read, tokenOf(resource)), resource.item)),
    updateSingle: (resource, body) => {
      const request = requestOf(singleEndpoints(resource).update, { ...tokenOf(resource), body })
      return asItemOf(resource, send(request, resource.item))
    },
    history: (resource, id, page = {}) => {
      const query: Record<string, string> = { entity: resource.entity, entity_id: String(id) }
      if (page.before !== undefined) query.before = String(page.before)
      if (page.limit !== undefined) query.limit = String(page.limit)
      const request = requestOf(auditEndpoint(apiOf(resource)), { ...tokenOf(resource), query })
      return client.request(request, AuditHistoryWire).pipe(
        // The record's number of entries says whether older ones remain; an answer without it has no more.
        Effect.map(({ data, totalCount }) => ({ entries: data, total: totalCount ?? data.length })),
      )
    },
    view: (resource, id, view) => {
      const request = requestOf(memberEndpoint(resource, 'GET', view), { ...tokenOf(resource), params: { id } })
      return asItemOf(resource, send(request, resource.item))
    },
    download: (resource, id, file) => {
      const call = { ...tokenOf(resource), params: { id }, answer: 'blob' } as const
      return send(requestOf(memberEndpoint(resource, 'GET', file), call), FileBlob)
    },
  })
}

export const BackofficeGatewayHttp: Layer.Layer<BackofficeGateway, never, HttpClient> = Layer.effect(
  BackofficeGateway,
  HttpClient.useSync(makeHttpBackofficeGateway),
)
