import * as v from 'valibot'
import { MAX_LOT_LENGTH, STOCK_MESSAGES, STOCK_MOVEMENT_KINDS } from '../../domain/brand-stock'
import { CalendarDay, Count, Id, IsoInstant, LineText, MultiLineText, NullableText, QueryId } from '../wire-primitives'
import { AdminListQueryEntries, adminResource, sortedListQuery } from './backoffice-shapes'
import { resourceEndpoints } from './resource-endpoints'

// Brand stock in the back office (docs/decisions/077-brand-stock.md): the balances per brand and option with
// their forecast, the movements (newest first) and their CSV, a run received, an adjustment. The rules and
// the French sentences are src/domain/brand-stock.ts's; the server checks them and answers 422.

export const STOCK_BALANCE_SORTS = ['brand', 'balance'] as const
export type StockBalanceSort = (typeof STOCK_BALANCE_SORTS)[number]

export const STOCK_AUDIT_ENTITY = 'brand_stock'

/** The forecast of one account (src/domain/stock-forecast.ts), days as `YYYY-MM-DD`. */
export const StockForecastWire = v.object({
  weekly_consumption: v.number(),
  stock_out_day: v.nullable(v.string()),
  relaunch_before: v.nullable(v.string()),
  relaunch_overdue: v.boolean(),
  suggested_run: Count,
})
export type StockForecastWire = v.InferOutput<typeof StockForecastWire>

export const StockBalanceWire = v.object({
  brand_id: Id,
  brand_name: v.string(),
  product_id: Id,
  product_name: v.string(),
  product_reference: v.string(),
  option_id: Id,
  option_label: v.string(),
  balance: Count,
  /** The latest run received: its day and lot; null before the first (never, an account starts with one). */
  last_run: v.nullable(v.object({ day: v.string(), lot: NullableText })),
  forecast: StockForecastWire,
})
export type StockBalanceWire = v.InferOutput<typeof StockBalanceWire>

export const StockMovementWire = v.object({
  id: Id,
  kind: v.picklist(STOCK_MOVEMENT_KINDS),
  kind_label: v.string(),
  brand_id: Id,
  brand_name: v.string(),
  product_name: v.string(),
  option_id: Id,
  option_label: v.string(),
  /** Signed: a run adds, a call-off takes, an adjustment does either. */
  quantity: v.pipe(v.number(), v.integer()),
  day: v.string(),
  lot: NullableText,
  reason: NullableText,
  /** The shop of a call-off or the administrator's login. */
  who: v.string(),
  order_id: v.nullable(Id),
  order_number: NullableText,
  created_at: IsoInstant,
})
export type StockMovementWire = v.InferOutput<typeof StockMovementWire>

/** What a run or an adjustment answers: the movement written and the account's balance after it. */
export const StockChangeWire = v.object({ movement: StockMovementWire, balance: Count })
export type StockChangeWire = v.InferOutput<typeof StockChangeWire>

export const StockBalanceListQuery = sortedListQuery(STOCK_BALANCE_SORTS, { brand_id: v.optional(QueryId) })
export type StockBalanceListQuery = v.InferOutput<typeof StockBalanceListQuery>

export const StockMovementListQuery = v.object({
  _start: AdminListQueryEntries._start,
  _limit: AdminListQueryEntries._limit,
  brand_id: v.optional(QueryId),
  option_id: v.optional(QueryId),
  kind: v.optional(v.picklist(STOCK_MOVEMENT_KINDS)),
  from: v.optional(CalendarDay),
  to: v.optional(CalendarDay),
})
export type StockMovementListQuery = v.InferOutput<typeof StockMovementListQuery>

// Bodies: the shapes only; the quantities' rules are the domain's (runRefusal, adjustmentRefusal).
const AccountId = v.pipe(v.number('Choisissez une enseigne et une option.'), v.integer(), v.minValue(1))
const Quantity = (message: string) => v.pipe(v.number(message), v.integer(message))

export const StockRunBody = v.object({
  brand_id: AccountId,
  option_id: AccountId,
  quantity: Quantity(STOCK_MESSAGES.runQuantity),
  day: v.pipe(
    v.string(STOCK_MESSAGES.dayRequired),
    v.trim(),
    v.minLength(1, STOCK_MESSAGES.dayRequired),
    v.isoDate(STOCK_MESSAGES.dayRequired),
  ),
  lot: v.optional(v.nullable(v.pipe(LineText, v.trim(), v.maxLength(MAX_LOT_LENGTH, STOCK_MESSAGES.lotTooLong))), null),
})
export type StockRunBody = v.InferOutput<typeof StockRunBody>
export type StockRunBodyInput = v.InferInput<typeof StockRunBody>

export const StockAdjustmentBody = v.object({
  brand_id: AccountId,
  option_id: AccountId,
  quantity: Quantity(STOCK_MESSAGES.adjustmentQuantity),
  reason: v.pipe(v.string(STOCK_MESSAGES.reasonRequired), MultiLineText),
})
export type StockAdjustmentBody = v.InferOutput<typeof StockAdjustmentBody>
export type StockAdjustmentBodyInput = v.InferInput<typeof StockAdjustmentBody>

const Unused = v.object({})
/** Each list and write as a resource of the generic back-office gateway (decision 032). */
export const STOCK_BALANCES = adminResource('/admin/stock/balances', STOCK_AUDIT_ENTITY, {
  item: StockBalanceWire,
  createBody: Unused,
  updateBody: Unused,
})
export const STOCK_MOVEMENTS = adminResource('/admin/stock/movements', STOCK_AUDIT_ENTITY, {
  item: StockMovementWire,
  createBody: Unused,
  updateBody: Unused,
})
export const STOCK_RUNS = adminResource('/admin/stock/runs', STOCK_AUDIT_ENTITY, {
  item: StockChangeWire,
  createBody: StockRunBody,
  updateBody: Unused,
})
export const STOCK_ADJUSTMENTS = adminResource('/admin/stock/adjustments', STOCK_AUDIT_ENTITY, {
  item: StockChangeWire,
  createBody: StockAdjustmentBody,
  updateBody: Unused,
})

const movements = resourceEndpoints(STOCK_MOVEMENTS, {
  query: StockMovementListQuery,
  only: ['list', 'exportCsv'],
})

export const STOCK_ENDPOINTS = {
  /** Paged (`x-total-count`), filtered by brand and a text on product or option, sorted by brand or balance. */
  balances: resourceEndpoints(STOCK_BALANCES, { query: StockBalanceListQuery, only: ['list'] }).list,
  /** Newest first, paged. */
  movements: movements.list,
  /** The same filters, every page, as a French spreadsheet reads it. */
  movementsCsv: movements.exportCsv,
  /** 201 with the movement and the balance after it. */
  run: resourceEndpoints(STOCK_RUNS, { only: ['create'] }).create,
  adjustment: resourceEndpoints(STOCK_ADJUSTMENTS, { only: ['create'] }).create,
}
