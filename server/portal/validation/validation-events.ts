import { PORTAL_MESSAGES } from '../../../src/domain/messages/portal-messages'
import { LINE_CHANGE_ACTIONS, lineChangeDetail as changeText } from '../../../src/domain/order-line-changes'
import type { LineStatus } from '../../../src/domain/order-status'
import type { OrderLineRecord } from '../orders/orders.public'

// What the order history says about each validator action (French, shown as written).
export const VALIDATION_ACTIONS = {
  lineChanged: LINE_CHANGE_ACTIONS.changed,
  lineDetached: LINE_CHANGE_ACTIONS.detached,
  validated: 'Commande validée',
  refused: 'Commande refusée',
} as const

export const VALIDATION_MESSAGES = {
  lineChanged: PORTAL_MESSAGES.lineModified,
  lineDetached: PORTAL_MESSAGES.lineDetached,
  validated: 'Commande validée',
  refused: 'Commande refusée',
  nothingToChange: 'Rien à modifier.',
} as const

export const ALL_LINES_DECIDED = 'Tous les produits ont été traités.'

export function lineName(line: Pick<OrderLineRecord, 'productName' | 'optionLabel'>): string {
  return `${line.productName} (${line.optionLabel})`
}

// Written with the domain's format: the shop's order detail reads each line's changes back from it.
export function lineChangeDetail(line: OrderLineRecord, after: { quantity: number; status: LineStatus }): string {
  return changeText({
    kind: 'changed',
    line: lineName(line),
    quantity: after.quantity === line.quantity ? null : { before: line.quantity, after: after.quantity },
    status: after.status === line.status ? null : { before: line.status, after: after.status },
  })
}

export function lineDetachedDetail(line: OrderLineRecord): string {
  return changeText({ kind: 'detached', line: lineName(line), quantity: line.quantity })
}
