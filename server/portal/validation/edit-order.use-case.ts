import {
  applyValidationEdit,
  orderStatusAfterDecisions,
  type ValidationEdit,
  type ValidationLine,
} from '../../../src/domain/order-validation'
import { unitPriceFor } from '../../../src/domain/price-tiers'
import type { NewOrderEvent } from '../cart/cart.public'
import type { OrderRecord, OrderRepository } from '../orders/orders.public'
import { storedTotals } from '../pricing/pricing.public'
import type { Clock } from '../../platform/shared/clock'
import { ALL_LINES_DECIDED, VALIDATION_ACTIONS } from './validation-events'
import type { PendingOrder, ValidationStore } from './validation-store'
import { refusedOnShortage } from '../stock/stock.public'

export type ValidationDeps = {
  store: ValidationStore
  orders: OrderRepository
  clock: Clock
  /** Told after a commit that wrote a notice, so the conversation's mails leave without waiting a tick. */
  onNotice?: () => void
}

// Line edits wait this long before their mail: a decision within it replaces them with one mail (decision 074).
export const EDIT_NOTICE_DELAY_MS = 5 * 60_000

export type EditResult =
  | { kind: 'edited'; order: OrderRecord }
  | { kind: 'not-found' }
  | { kind: 'rejected'; message: string }

// What one validator action does to a locked pending order: domain edits plus a history entry.
// `decision`: the action is itself the decision on the whole order (its own entry says so). `reason`: the head
// office's reason for a refusal, kept on the action's entry. A plan may refuse the action outright.
export type EditPlan =
  | { edits: ValidationEdit[]; action: string; detail: string | null; decision?: boolean; reason?: string | null }
  | { refused: string }

function validationLines(order: PendingOrder): ValidationLine[] {
  return order.lines.map((line) => ({
    lineId: line.id,
    quantity: line.quantity,
    unitPriceCents: line.unitPrice,
    status: line.status,
    rule: { minimum: line.minimumQuantity, multiple: line.packMultiple },
  }))
}

// A quantity changed during validation is priced from the book the line was placed with, never from today's
// prices; lines placed before price breaks (no book) keep their unit price (docs/decisions/075).
function repricedFromBooks(lines: readonly ValidationLine[], order: PendingOrder): ValidationLine[] {
  return lines.map((line) => {
    const placed = order.lines.find((candidate) => candidate.id === line.lineId)
    if (placed === undefined || placed.priceBook === null || placed.quantity === line.quantity) return line
    return { ...line, unitPriceCents: unitPriceFor(placed.priceBook, line.quantity) }
  })
}

// Applies the plan's edits in turn with the domain, all or nothing, then settles the status
// (domain orderStatusAfterDecisions), recomputes the totals and writes the history.
export function editPendingOrder(deps: ValidationDeps) {
  return async (validatorId: number, orderId: number, plan: (order: PendingOrder) => EditPlan): Promise<EditResult> => {
    const saving = deps.store.run(async (unit): Promise<EditResult | { kind: 'saved' }> => {
      const order = await unit.lockPendingOrder(orderId, validatorId)
      if (order === null) return { kind: 'not-found' }
      const planned = plan(order)
      if ('refused' in planned) return { kind: 'rejected', message: planned.refused }
      let lines = validationLines(order)
      for (const edit of planned.edits) {
        const result = applyValidationEdit(lines, edit)
        if (result.kind === 'rejected') return { kind: 'rejected', message: result.message }
        lines = result.lines
      }
      lines = repricedFromBooks(lines, order)
      const kept = new Map(lines.map((line) => [line.lineId, line]))
      const updated = lines.filter((line) => {
        const before = order.lines.find((candidate) => candidate.id === line.lineId)
        return before !== undefined && (before.quantity !== line.quantity || before.status !== line.status)
      })
      const status = orderStatusAfterDecisions(lines)
      const now = deps.clock.now()
      await unit.saveLines({
        updated: updated.map((line) => ({
          id: line.lineId,
          quantity: line.quantity,
          status: line.status,
          unitPrice: line.unitPriceCents,
        })),
        removed: order.lines.filter((line) => !kept.has(line.id)).map((line) => line.id),
      })
      await unit.saveOrder(order.id, { status, totals: storedTotals(lines, order.terms), now })
      const actor = { actorShopId: validatorId, actorLabel: await unit.validatorName(validatorId), at: now }
      // Accepted: its accepted stock lines, as edited, leave the brand's stock now, or nothing is saved
      // (docs/decisions/077-brand-stock.md).
      if (status === 'validated') await unit.callOffStock(order.id, actor.actorLabel, now)
      const events: NewOrderEvent[] = [
        { ...actor, action: planned.action, detail: planned.detail, reason: planned.reason ?? null },
      ]
      if (status !== 'pending_validation' && planned.decision !== true) {
        const action = status === 'validated' ? VALIDATION_ACTIONS.validated : VALIDATION_ACTIONS.refused
        events.push({ ...actor, action, detail: ALL_LINES_DECIDED })
      }
      await unit.addEvents(order.id, events)
      const decided = status !== 'pending_validation'
      const dueAt = decided ? now : new Date(now.getTime() + EDIT_NOTICE_DELAY_MS)
      await unit.addNotice(order.id, decided ? 'decided' : 'edited', dueAt)
      return { kind: 'saved' }
    })
    const outcome = await refusedOnShortage(() => saving)
    if (outcome.kind === 'stock-refused') return { kind: 'rejected', message: outcome.message }
    if (outcome.kind !== 'saved') return outcome
    deps.onNotice?.()
    const order = await deps.orders.findReadable(orderId, validatorId)
    return order === null ? { kind: 'not-found' } : { kind: 'edited', order }
  }
}
