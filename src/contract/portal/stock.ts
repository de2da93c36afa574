import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { Count, Id, NullableText } from '../wire-primitives'

// The head office's stock page, /account/stock (docs/decisions/077-brand-stock.md): its brand's balances with
// their forecast and the chart's points, and the consumption per shop and month. Read only: the runs and the
// adjustments are the back office's.

/** A Paris calendar day, 'YYYY-MM-DD'. */
const Day = v.string()

/** A shop's average weekly consumption over the forecast's weeks. */
export const StockShopWeeklyWire = v.object({ shop_id: Id, shop_name: v.string(), weekly: v.number() })

/** One week of the chart: the balance at its end (past weeks) or the projected balance (weeks to come). */
export const StockSeriesPointWire = v.object({
  week_ending: Day,
  balance: v.nullable(v.number()),
  projected: v.nullable(v.number()),
})
export type StockSeriesPointWire = v.InferOutput<typeof StockSeriesPointWire>

export const StockOptionWire = v.object({
  option_id: Id,
  product_id: Id,
  product_name: v.string(),
  product_reference: v.string(),
  option_label: v.string(),
  balance: Count,
  last_run: v.nullable(v.object({ day: Day, quantity: Count, lot: NullableText })),
  /** The product's production working days; null: no relaunch date can be given. */
  lead_time_days: v.nullable(Count),
  weekly_consumption: v.number(),
  weekly_by_shop: v.array(StockShopWeeklyWire),
  stock_out_day: v.nullable(Day),
  /** "Rupture estimée le jeudi 14 janvier 2027". */
  stock_out_text: NullableText,
  relaunch_before: v.nullable(Day),
  /** "Relancer une production avant le lundi 4 janvier 2027". */
  relaunch_text: NullableText,
  relaunch_overdue: v.boolean(),
  suggested_run: Count,
  balance_series: v.array(StockSeriesPointWire),
})
export type StockOptionWire = v.InferOutput<typeof StockOptionWire>

export const StockOverviewWire = v.object({
  today: Day,
  /** The weeks of call-offs the averages read (settings.stock_forecast_weeks). */
  weeks: Count,
  options: v.array(StockOptionWire),
})
export type StockOverviewWire = v.InferOutput<typeof StockOverviewWire>

/** Units one shop called off of one option in one month ('2026-11'). */
export const StockConsumptionRowWire = v.object({
  option_id: Id,
  product_name: v.string(),
  option_label: v.string(),
  shop_id: Id,
  shop_name: v.string(),
  month: v.string(),
  quantity: Count,
})
export type StockConsumptionRowWire = v.InferOutput<typeof StockConsumptionRowWire>

/** The last 12 months, oldest first, and each (option, shop, month) with call-offs. */
export const StockConsumptionWire = v.object({ months: v.array(v.string()), rows: v.array(StockConsumptionRowWire) })
export type StockConsumptionWire = v.InferOutput<typeof StockConsumptionWire>

const api = 'portal'

export const STOCK_ENDPOINTS = {
  stockOverview: endpoint({ api, method: 'GET', path: '/api/account/stock', answer: StockOverviewWire }),
  stockConsumption: endpoint({
    api,
    method: 'GET',
    path: '/api/account/stock/consumption',
    answer: StockConsumptionWire,
  }),
  /** The same rows as a CSV attachment (`;`, UTF-8 with BOM, as the back office's exports). */
  stockConsumptionCsv: endpoint({ api, method: 'GET', path: '/api/account/stock/consumption.csv' }),
}
