import type { OrderStatus } from '../../../src/domain/order-status'
import type { NewOrderEvent } from '../cart/cart.public'
import type { OrderLineRecord } from '../orders/orders.public'
import type { CommercialTerms, StoredTotals } from '../pricing/pricing.public'

export type PendingOrder = { id: number; shopId: number; terms: CommercialTerms; lines: OrderLineRecord[] }

// `unitPrice`: re-priced from the line's stored book when its quantity changed (docs/decisions/075).
export type LineChanges = {
  updated: Pick<OrderLineRecord, 'id' | 'quantity' | 'status' | 'unitPrice'>[]
  removed: number[]
}

export type ValidationUnit = {
  // Locks the order row; null unless it is pending_validation and the validator validates its shop.
  lockPendingOrder(orderId: number, validatorId: number): Promise<PendingOrder | null>
  validatorName(validatorId: number): Promise<string>
  saveLines(changes: LineChanges): Promise<void>
  saveOrder(orderId: number, change: { status: OrderStatus; totals: StoredTotals; now: Date }): Promise<void>
  addEvents(orderId: number, events: readonly NewOrderEvent[]): Promise<void>
  // Tells the order conversation, in this transaction (decision 074).
  addNotice(orderId: number, kind: 'edited' | 'decided', dueAt: Date): Promise<void>
  // The accepted order's stock lines taken from its brand's balances; throws StockShortage
  // (server/portal/stock/call-off.ts) when a balance does not cover them (docs/decisions/077-brand-stock.md).
  callOffStock(orderId: number, actorLabel: string, now: Date): Promise<void>
}

// One transaction per validator action: the lines, the totals and the history move together.
export type ValidationStore = { run<T>(work: (unit: ValidationUnit) => Promise<T>): Promise<T> }
