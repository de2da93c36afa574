import { Hono } from 'hono'
import * as v from 'valibot'
import {
  STOCK_ENDPOINTS,
  StockAdjustmentBody,
  StockBalanceListQuery,
  type StockChangeWire,
  StockMovementListQuery,
  StockRunBody,
} from '../../../src/contract/backoffice/stock'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { actorOf } from '../../platform/http/admin-write-answer'
import { route } from '../../platform/http/contract-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { badRequest, HttpError, notFound } from '../../platform/http/http-error'
import { pageSize } from '../../platform/http/list-params'
import { describeIssue, parseInput, readJsonBody } from '../../platform/http/parse-json-body'
import { presentStockBalance, presentStockMovement, STOCK_MOVEMENT_CSV_COLUMNS } from './stock.presenter'
import type { StockMovementFilter } from './stock-store'
import type { StockChange, StockUseCases } from './stock.use-cases'

// /admin/stock/* (docs/decisions/077-brand-stock.md), behind the back office's admin guard: every e-commerce
// administrator manages orders, so every one of them keeps the stock their call-offs take from.

/** A form's refusal carries the domain's French sentence with 422, as the rules' refusals do. */
async function formBody<S extends v.GenericSchema>(c: Parameters<typeof readJsonBody>[0], schema: S) {
  const result = v.safeParse(schema, await readJsonBody(c), { abortEarly: true })
  if (result.success) return result.output as v.InferOutput<S>
  const issue = result.issues[0]
  // A malformed body (valibot's own "Invalid …") is the platform's French 400, as on every route.
  if (issue === undefined || issue.message.startsWith('Invalid ')) throw badRequest(describeIssue(issue))
  throw new HttpError(422, issue.message)
}

function movementFilter(raw: Record<string, string>) {
  const query = parseInput(StockMovementListQuery, raw)
  const filter: StockMovementFilter = {
    brandId: query.brand_id ?? null,
    optionId: query.option_id ?? null,
    kind: query.kind ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
  }
  return { filter, start: query._start ?? 0, limit: pageSize(query._limit) }
}

function changeAnswer(result: StockChange): StockChangeWire {
  if (result.kind === 'not-found') throw notFound()
  if (result.kind === 'refused') throw new HttpError(422, result.message)
  return { movement: presentStockMovement(result.movement), balance: result.balance }
}

export function adminStockRoutes(stock: StockUseCases) {
  const routes = new Hono<AdminEnv>()
  const E = STOCK_ENDPOINTS

  route(routes, E.balances, async (c) => {
    const query = parseInput(StockBalanceListQuery, c.req.query())
    const filter = {
      brandId: query.brand_id ?? null,
      text: query.q || null,
      sort: query._sort ?? 'brand',
      order: query._order ?? 'ASC',
    }
    const page = await stock.balances(filter, query._start ?? 0, pageSize(query._limit))
    c.header('x-total-count', String(page.total))
    return c.json(page.items.map(presentStockBalance))
  })

  route(routes, E.movementsCsv, (c) => {
    const { filter } = movementFilter(c.req.query())
    return streamCsv(c, 'mouvements-stock.csv', STOCK_MOVEMENT_CSV_COLUMNS, (start, limit) =>
      stock.movements(filter, start, limit),
    )
  })

  route(routes, E.movements, async (c) => {
    const { filter, start, limit } = movementFilter(c.req.query())
    const [rows, total] = await Promise.all([stock.movements(filter, start, limit), stock.countMovements(filter)])
    c.header('x-total-count', String(total))
    return c.json(rows.map(presentStockMovement))
  })

  route(routes, E.run, async (c) => {
    const body = await formBody(c, StockRunBody)
    const input = { brandId: body.brand_id, optionId: body.option_id, quantity: body.quantity, day: body.day }
    const result = await stock.recordRun(actorOf(c), { ...input, lot: body.lot || null })
    return c.json(changeAnswer(result), 201)
  })

  route(routes, E.adjustment, async (c) => {
    const body = await formBody(c, StockAdjustmentBody)
    const input = { brandId: body.brand_id, optionId: body.option_id, quantity: body.quantity, reason: body.reason }
    return c.json(changeAnswer(await stock.adjust(actorOf(c), input)), 201)
  })

  return routes
}
