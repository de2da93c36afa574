import type { Context, Env, Hono } from 'hono'
import type * as v from 'valibot'
import type { Endpoint } from '../../../src/contract/endpoint'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import type { AdminActor, ListPage, WriteOutcome } from '../shared/write-outcome'
import { recordOf, versionParam } from './admin-write-answer'
import { route } from './contract-routes'
import { parseFormBody } from './form-body'
import { notFound } from './http-error'
import { parseIdParam } from './parse-id-param'

/** The endpoints of one record, as the contract declares them (decision 053). */
export type RecordEndpoints = { list: Endpoint; read: Endpoint; create: Endpoint; update: Endpoint; delete: Endpoint }

/** The use cases behind a record's routes. */
export type RecordUseCases<R, B extends v.GenericSchema, U extends v.GenericSchema> = {
  find(id: number): Promise<R | null>
  create(actor: AdminActor, body: v.InferOutput<B>): Promise<WriteOutcome<R>>
  update(actor: AdminActor, id: number, body: v.InferOutput<U>): Promise<WriteOutcome<R>>
  remove(actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<unknown>>
}

/** How a resource's routes read and answer: who acts, its presenter, its forms. */
export type RecordHttp<E extends Env, R, W, B extends v.GenericSchema, U extends v.GenericSchema> = {
  actor: (c: Context<E>) => AdminActor
  present: (record: R) => W
  body: B
  updateBody: U
  /** The page of the list, parsed from the query; left out, the routes file registers its own list. */
  list?: (c: Context<E>) => Promise<ListPage<R>>
}

/** GET of a page: its records presented, its total in `x-total-count`. */
export function listRoute<E extends Env, R, W>(
  routes: Hono<E>,
  endpoint: Endpoint,
  list: (c: Context<E>) => Promise<ListPage<R>>,
  present: (record: R) => W,
): void {
  route(routes, endpoint, async (c) => {
    const page = await list(c)
    c.header('x-total-count', String(page.total))
    return c.json(page.items.map(present))
  })
}

/** GET of one record by the id of the path (404 when unknown), with the headers given. */
export function readRoute<E extends Env, R, W>(
  routes: Hono<E>,
  endpoint: Endpoint,
  find: (id: number) => Promise<R | null>,
  present: (record: R) => W,
  headers: Record<string, string> = {},
): void {
  route(routes, endpoint, async (c) => {
    const record = await find(parseIdParam(c.req.param('id')))
    if (record === null) throw notFound()
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    return c.json(present(record))
  })
}

/** PUT of a form on the record of the id of the path: the record written, or the outcome's error. */
export function updateRoute<E extends Env, R, W, U extends v.GenericSchema>(
  routes: Hono<E>,
  endpoint: Endpoint,
  form: U,
  update: (c: Context<E>, id: number, body: v.InferOutput<U>) => Promise<WriteOutcome<R>>,
  present: (record: R) => W,
): void {
  route(routes, endpoint, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, form)
    return c.json(present(recordOf(await update(c, id, body))))
  })
}

/**
 * The routes every back-office record answers the same way (decisions 027 and 053): the list with its
 * total in `x-total-count`, the read (404 when unknown), the create (201), the update of the version read
 * and the delete with `?version=`, each write's outcome turned into its answer by recordOf. A route a
 * resource answers otherwise (an export, an order, an upload) is registered by its routes file, before
 * these when its path would read as an id.
 */
export function recordRoutes<E extends Env, R, W, B extends v.GenericSchema, U extends v.GenericSchema>(
  routes: Hono<E>,
  endpoints: RecordEndpoints,
  useCases: RecordUseCases<R, B, U>,
  http: RecordHttp<E, R, W, B, U>,
): void {
  const { actor, present, list } = http
  if (list !== undefined) listRoute(routes, endpoints.list, list, present)
  readRoute(routes, endpoints.read, (id) => useCases.find(id), present)
  route(routes, endpoints.create, async (c) => {
    const body = await parseFormBody(c, http.body)
    return c.json(present(recordOf(await useCases.create(actor(c), body))), 201)
  })
  updateRoute(routes, endpoints.update, http.updateBody, (c, id, body) => useCases.update(actor(c), id, body), present)
  route(routes, endpoints.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await useCases.remove(actor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
}
