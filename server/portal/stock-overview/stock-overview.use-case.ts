import { mayOpenBrandStock } from '../../../src/domain/stock-overview-access'
import {
  type BalancePoint,
  balanceSeries,
  type ForecastCallOff,
  monthlyConsumption,
  type StockForecast,
  stockForecast,
} from '../../../src/domain/stock-forecast'
import { type CalendarDay, parisCalendarDay } from '../../../src/domain/working-days'
import type { Clock } from '../../platform/shared/clock'
import type { StockAccount, StockMovementRow, StockOverviewReader, StockShop } from './stock-overview.reader'

// The head office's view of its brand's stock (docs/decisions/077-brand-stock.md): the forecast and the chart's
// points come from src/domain/stock-forecast.ts, fed with the brand's movements; nothing here computes a rule.

const DAY_MS = 86_400_000
const MONTHS = 12

export type StockOptionView = StockAccount & {
  readonly lastRun: { day: CalendarDay; quantity: number; lot: string | null } | null
  readonly forecast: StockForecast
  readonly series: readonly BalancePoint[]
}

export type StockOverviewView = {
  readonly today: CalendarDay
  readonly weeks: number
  readonly shopNames: ReadonlyMap<number, string>
  readonly options: readonly StockOptionView[]
}

export type StockConsumptionView = {
  readonly months: readonly string[]
  readonly rows: readonly {
    optionId: number
    productName: string
    optionLabel: string
    shopId: number
    shopName: string
    month: string
    quantity: number
  }[]
}

export type Refused = { readonly kind: 'forbidden' }

export type StockOverview = {
  overview(callerId: number): Promise<StockOverviewView | Refused>
  consumption(callerId: number): Promise<StockConsumptionView | Refused>
}

const dayBefore = (today: CalendarDay, days: number): CalendarDay =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

/** The last twelve months, oldest first, ending with today's ('2026-11'). */
function lastMonths(today: CalendarDay): string[] {
  const [year, month] = today.split('-').map(Number)
  return Array.from({ length: MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 - (MONTHS - 1 - index), 1))
    return date.toISOString().slice(0, 7)
  })
}

const callOffsOf = (movements: readonly StockMovementRow[]): ForecastCallOff[] =>
  movements.flatMap((movement) =>
    movement.kind === 'call_off' && movement.shopId !== null
      ? [{ day: movement.day, quantity: -movement.quantity, shopId: movement.shopId }]
      : [],
  )

export function stockOverview(deps: { reader: StockOverviewReader; clock: Clock }): StockOverview {
  const { reader } = deps

  async function brandFor(callerId: number): Promise<{ brandId: number; shops: StockShop[] } | null> {
    const brand = await reader.brandOf(callerId)
    return brand !== null && mayOpenBrandStock(callerId, brand.shops) ? brand : null
  }

  return {
    async overview(callerId) {
      const brand = await brandFor(callerId)
      if (brand === null) return { kind: 'forbidden' }
      const today = parisCalendarDay(deps.clock.now())
      const { weeks, closureDays } = await reader.settings()
      const [accounts, movements, lastRuns] = await Promise.all([
        reader.accounts(brand.brandId),
        reader.movements(brand.brandId, dayBefore(today, 7 * weeks + 7)),
        reader.lastRuns(brand.brandId),
      ])
      const options = accounts.map((account) => {
        const own = movements.filter((movement) => movement.optionId === account.optionId)
        const forecast = stockForecast({
          today,
          balance: account.balance,
          callOffs: callOffsOf(own),
          weeks,
          productionDays: account.leadTimeDays,
          calendar: { closureDays },
          minimumQuantity: account.minimumQuantity,
          packMultiple: account.packMultiple,
        })
        const series = balanceSeries({
          today,
          balance: account.balance,
          movements: own.map((movement) => ({ day: movement.day, quantity: movement.quantity })),
          weeks,
          weeklyConsumption: forecast.weeklyConsumption,
        })
        return { ...account, lastRun: lastRuns.get(account.optionId) ?? null, forecast, series }
      })
      return { today, weeks, shopNames: new Map(brand.shops.map((shop) => [shop.id, shop.name])), options }
    },

    async consumption(callerId) {
      const brand = await brandFor(callerId)
      if (brand === null) return { kind: 'forbidden' }
      const today = parisCalendarDay(deps.clock.now())
      const months = lastMonths(today)
      const [accounts, movements] = await Promise.all([
        reader.accounts(brand.brandId),
        reader.movements(brand.brandId, `${months[0]}-01`),
      ])
      const shopNames = new Map(brand.shops.map((shop) => [shop.id, shop.name]))
      const rows = accounts.flatMap((account) =>
        monthlyConsumption(callOffsOf(movements.filter((movement) => movement.optionId === account.optionId))).map(
          (row) => ({
            optionId: account.optionId,
            productName: account.productName,
            optionLabel: account.optionLabel,
            shopId: row.shopId,
            // A call-off of a shop since moved to another brand keeps its units; its name is still ours to show.
            shopName: shopNames.get(row.shopId) ?? `Magasin n° ${row.shopId}`,
            month: row.month,
            quantity: row.quantity,
          }),
        ),
      )
      return { months, rows }
    },
  }
}
