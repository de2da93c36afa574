import { adjustmentRefusal, runRefusal, STOCK_MESSAGES } from '../../../src/domain/brand-stock'
import { type StockForecast, stockForecast } from '../../../src/domain/stock-forecast'
import { type CalendarDay, parisCalendarDay } from '../../../src/domain/working-days'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { Clock } from '../../platform/shared/clock'
import type {
  StockAccountKey,
  StockBalanceFilter,
  StockBalanceRecord,
  StockMovementRecord,
  StockStore,
} from './stock-store'

// The back office's stock (docs/decisions/077-brand-stock.md): runs received, adjustments with a reason, the
// balances with their forecast. Rules and sentences are the domain's; the store writes each change at once.

export type StockChange =
  | { kind: 'done'; movement: StockMovementRecord; balance: number }
  | { kind: 'refused'; message: string }
  | { kind: 'not-found' }

export type RunInput = StockAccountKey & { quantity: number; day: CalendarDay; lot: string | null }
export type AdjustmentInput = StockAccountKey & { quantity: number; reason: string }
export type StockBalanceView = StockBalanceRecord & { forecast: StockForecast }

const DAY_MS = 86_400_000

export function stockUseCases(deps: { store: StockStore; clock: Clock }) {
  const { store, clock } = deps
  const today = () => parisCalendarDay(clock.now())

  async function answer(written: { movementId: number; balance: number }): Promise<StockChange> {
    const movement = await store.movement(written.movementId)
    if (movement === null) return { kind: 'not-found' }
    return { kind: 'done', movement, balance: written.balance }
  }

  return {
    async recordRun(actor: AdminActor, input: RunInput): Promise<StockChange> {
      const refusal = runRefusal(input.quantity)
      if (refusal !== null) return { kind: 'refused', message: refusal }
      // Days are 'YYYY-MM-DD': their text order is the calendar's.
      if (input.day > today()) return { kind: 'refused', message: STOCK_MESSAGES.dayInFuture }
      if (!(await store.optionOfBrand(input))) return { kind: 'not-found' }
      return answer(await store.recordRun({ ...input, actor }))
    },

    async adjust(actor: AdminActor, input: AdjustmentInput): Promise<StockChange> {
      const balance = await store.balanceOf(input)
      if (balance === null) return { kind: 'refused', message: STOCK_MESSAGES.noAccount }
      const refusal = adjustmentRefusal(input.quantity, input.reason, balance)
      if (refusal !== null) return { kind: 'refused', message: refusal }
      // The balance read above may be stale: the store's conditional update has the last word.
      const written = await store.recordAdjustment({ ...input, reason: input.reason.trim(), day: today(), actor })
      if (written.kind === 'no-account') return { kind: 'refused', message: STOCK_MESSAGES.noAccount }
      if (written.kind === 'below-zero') {
        const again = adjustmentRefusal(input.quantity, input.reason, written.balance)
        return { kind: 'refused', message: again ?? STOCK_MESSAGES.adjustmentQuantity }
      }
      return answer(written)
    },

    async balances(filter: StockBalanceFilter, start: number, limit: number) {
      const [rows, total, forecastSettings] = await Promise.all([
        store.balances(filter, start, limit),
        store.countBalances(filter),
        store.forecastSettings(),
      ])
      const day = today()
      // One read of the page's call-offs over the forecast's window (a day more: the module keeps its own).
      const since = new Date(Date.parse(`${day}T00:00:00Z`) - (7 * forecastSettings.weeks + 1) * DAY_MS)
      const callOffs = await store.callOffs(rows, since.toISOString().slice(0, 10))
      const calendar = { closureDays: forecastSettings.closureDays }
      const items: StockBalanceView[] = rows.map((row) => ({
        ...row,
        forecast: stockForecast({
          today: day,
          balance: row.balance,
          callOffs: callOffs.filter((c) => c.brandId === row.brandId && c.optionId === row.optionId),
          weeks: forecastSettings.weeks,
          productionDays: row.leadTimeDays,
          calendar,
          minimumQuantity: row.minimumQuantity,
          packMultiple: row.packMultiple,
        }),
      }))
      return { items, total }
    },

    movements: store.movements,
    countMovements: store.countMovements,
  }
}

export type StockUseCases = ReturnType<typeof stockUseCases>
