import { PORTAL_MESSAGES } from '../../src/domain/messages/portal-messages'
import { LINE_STATUS_LABELS, type LineStatus } from '../../src/domain/order-status'
import type { OrderLineRecord } from '../orders/orders.public'

// What the order history says about each validator action (French, shown as written).
export const VALIDATION_ACTIONS = {
  lineChanged: 'Produit modifié',
  lineDetached: 'Produit retiré',
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

export function lineChangeDetail(line: OrderLineRecord, after: { quantity: number; status: LineStatus }): string {
  const changes: string[] = []
  if (after.quantity !== line.quantity) changes.push(`quantité ${line.quantity} → ${after.quantity}`)
  if (after.status !== line.status) changes.push(`statut ${LINE_STATUS_LABELS[line.status]} → ${LINE_STATUS_LABELS[after.status]}`)
  return `${lineName(line)} : ${changes.length === 0 ? 'aucun changement' : changes.join(', ')}`
}
