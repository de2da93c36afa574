import type { StockMovementKind } from '../../../src/domain/brand-stock'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { AdminActor } from '../../platform/audit/audit.public'

// The port of the back office's stock (docs/decisions/077-brand-stock.md): each write is one transaction
// (balance, movement, audit entry); the balance is the lock, so an adjustment down is a conditional update.

export type StockAccountKey = { readonly brandId: number; readonly optionId: number }

export type NewRun = StockAccountKey & {
  readonly quantity: number
  readonly day: CalendarDay
  readonly lot: string | null
  readonly actor: AdminActor
}

export type NewAdjustment = StockAccountKey & {
  readonly quantity: number
  readonly day: CalendarDay
  readonly reason: string
  readonly actor: AdminActor
}

export type StockWritten = { readonly kind: 'done'; readonly movementId: number; readonly balance: number }
export type AdjustmentWritten =
  | StockWritten
  | { readonly kind: 'no-account' }
  | { readonly kind: 'below-zero'; readonly balance: number }

export type StockMovementRecord = {
  id: number
  kind: StockMovementKind
  brandId: number
  brandName: string
  productName: string
  optionId: number
  optionLabel: string
  quantity: number
  day: CalendarDay
  lot: string | null
  reason: string | null
  shopName: string | null
  adminLogin: string | null
  orderId: number | null
  orderNumber: string | null
  createdAt: Date
}

export type StockMovementFilter = {
  readonly brandId: number | null
  readonly optionId: number | null
  readonly kind: StockMovementKind | null
  readonly from: CalendarDay | null
  readonly to: CalendarDay | null
}

export type StockBalanceRecord = StockAccountKey & {
  brandName: string
  productId: number
  productName: string
  productReference: string
  optionLabel: string
  balance: number
  lastRunDay: CalendarDay | null
  lastRunLot: string | null
  leadTimeDays: number | null
  minimumQuantity: number
  packMultiple: number
}

export type StockBalanceFilter = {
  readonly brandId: number | null
  readonly text: string | null
  readonly sort: 'brand' | 'balance'
  readonly order: 'ASC' | 'DESC'
}

export type StockCallOffRecord = StockAccountKey & { day: CalendarDay; quantity: number; shopId: number }

export type StockStore = {
  /** Whether the option is one of the brand's products' (an account belongs to its brand's catalogue). */
  optionOfBrand(key: StockAccountKey): Promise<boolean>
  /** The account's balance; null when no run created it. */
  balanceOf(key: StockAccountKey): Promise<number | null>
  recordRun(run: NewRun): Promise<StockWritten>
  recordAdjustment(adjustment: NewAdjustment): Promise<AdjustmentWritten>
  movement(id: number): Promise<StockMovementRecord | null>
  movements(filter: StockMovementFilter, start: number, limit: number): Promise<StockMovementRecord[]>
  countMovements(filter: StockMovementFilter): Promise<number>
  balances(filter: StockBalanceFilter, start: number, limit: number): Promise<StockBalanceRecord[]>
  countBalances(filter: StockBalanceFilter): Promise<number>
  /** The call-offs of these accounts since `since` (inclusive), units taken as positive numbers. */
  callOffs(keys: readonly StockAccountKey[], since: CalendarDay): Promise<StockCallOffRecord[]>
  /** The settings the forecast reads: its weeks and the closing days. */
  forecastSettings(): Promise<{ weeks: number; closureDays: readonly CalendarDay[] }>
}
