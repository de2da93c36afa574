import { Hono } from 'hono'
import { ADMIN_PROOF_ENDPOINTS } from '../../../src/contract/backoffice/proofs'
import { ProofListQuery } from '../../../src/contract/portal/proofs'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { HttpError, notFound } from '../../platform/http/http-error'
import { pageSize } from '../../platform/http/list-params'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { proofFileHeaders, readProofUpload } from './proof-http'
import type { BackofficeProofUseCases } from './proofs.wiring'
import { presentProofLine } from './proofs.presenter'

// /admin/proofs and an order's proofs (docs/decisions/076-proof-approval.md), behind the back office's admin
// guard: every e-commerce administrator may move orders, so every one of them sends proofs.
export function adminProofRoutes(proofs: BackofficeProofUseCases) {
  const routes = new Hono<AdminEnv>()
  const E = ADMIN_PROOF_ENDPOINTS

  route(routes, E.queue, async (c) => {
    const query = parseInput(ProofListQuery, c.req.query())
    const filter = { state: query.state ?? null, start: query._start ?? 0, limit: pageSize(query._limit) }
    const page = await proofs.queue(filter)
    c.header('x-total-count', String(page.total))
    return c.json({ items: page.items.map(presentProofLine), total: page.total })
  })

  route(routes, E.ofOrder, async (c) => {
    const lines = await proofs.ofOrder(parseIdParam(c.req.param('orderId')))
    if (lines === null) throw notFound()
    return c.json(lines.map(presentProofLine))
  })

  route(routes, E.send, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const lineId = parseIdParam(c.req.param('lineId'))
    const result = await proofs.send(
      { id: c.var.admin.id, login: c.var.admin.login },
      orderId,
      lineId,
      await readProofUpload(c),
    )
    if (result.kind === 'not-found') throw notFound()
    if (result.kind === 'refused') throw new HttpError(422, result.message)
    if (result.kind === 'conflict') throw new HttpError(409, result.message)
    const line = await proofs.line(lineId)
    if (line === null) throw notFound()
    return c.json(presentProofLine(line))
  })

  route(routes, E.file, async (c) => {
    const lineId = parseIdParam(c.req.param('lineId'))
    const version = parseIdParam(c.req.param('version'))
    const file = await proofs.roundFile(lineId, version)
    if (file === null) throw notFound()
    return c.body(new Uint8Array(file.bytes), 200, proofFileHeaders(file.bytes, file.fileName))
  })

  return routes
}
