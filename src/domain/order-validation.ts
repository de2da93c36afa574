// What a validator (head-office shop) may do to an order awaiting validation (decisions §5).

import { evaluateFranco, shippingCents, type FrancoEvaluation, type FrancoThresholds } from './franco'
import { lineTotalCents, vatCents } from './money'
import type { LineStatus } from './order-status'
import { checkQuantity, failedQuantityMessage, type QuantityRule } from './quantity-rules'

export type ValidationLine = {
  lineId: number
  quantity: number
  unitPriceCents: number
  status: LineStatus
  rule: QuantityRule
}

export type ValidationEdit =
  | { kind: 'set-quantity'; lineId: number; quantity: number }
  | { kind: 'set-status'; lineId: number; status: LineStatus }
  | { kind: 'detach'; lineId: number }
  | { kind: 'decide-all'; status: 'accepted' | 'refused' }

export type ValidationRejection = {
  kind: 'rejected'
  reason: 'unknown-line' | 'last-line' | 'invalid-quantity'
  message: string
}

export type ValidationEditResult = { kind: 'ok'; lines: ValidationLine[] } | ValidationRejection

export const UNKNOWN_LINE_MESSAGE = 'Produit introuvable dans la commande.'
export const LAST_LINE_MESSAGE = 'Une commande doit garder au moins un produit : refusez-le plutôt.'

const unknownLine: ValidationRejection = { kind: 'rejected', reason: 'unknown-line', message: UNKNOWN_LINE_MESSAGE }

function updateLine(
  lines: readonly ValidationLine[],
  lineId: number,
  change: (line: ValidationLine) => ValidationLine,
): ValidationLine[] {
  return lines.map((line) => (line.lineId === lineId ? change(line) : line))
}

export function applyValidationEdit(lines: readonly ValidationLine[], edit: ValidationEdit): ValidationEditResult {
  if (edit.kind === 'decide-all') {
    return { kind: 'ok', lines: lines.map((line) => ({ ...line, status: edit.status })) }
  }
  const target = lines.find((line) => line.lineId === edit.lineId)
  if (target === undefined) return { ...unknownLine }

  switch (edit.kind) {
    case 'set-quantity': {
      const check = checkQuantity(edit.quantity, target.rule)
      if (check.kind !== 'ok') {
        return { kind: 'rejected', reason: 'invalid-quantity', message: failedQuantityMessage(check) }
      }
      return { kind: 'ok', lines: updateLine(lines, edit.lineId, (line) => ({ ...line, quantity: edit.quantity })) }
    }
    case 'set-status':
      return { kind: 'ok', lines: updateLine(lines, edit.lineId, (line) => ({ ...line, status: edit.status })) }
    case 'detach': {
      const remaining = lines.filter((line) => line.lineId !== edit.lineId)
      // Refusing keeps the line on record; an order with no line at all would mean nothing.
      if (remaining.length === 0) return { kind: 'rejected', reason: 'last-line', message: LAST_LINE_MESSAGE }
      return { kind: 'ok', lines: remaining }
    }
  }
}

export function orderStatusAfterDecisions(
  lines: readonly { status: LineStatus }[],
): 'pending_validation' | 'validated' | 'refused' {
  if (lines.some((line) => line.status === 'pending')) return 'pending_validation'
  if (lines.some((line) => line.status === 'accepted')) return 'validated'
  return 'refused'
}

export type TotalsLine = { quantity: number; unitPriceCents: number; status: LineStatus }

export type OrderTotals = {
  quantity: number
  subtotalCents: number
  shippingCents: number
  vatCents: number
  totalCents: number
  franco: FrancoEvaluation
}

export function orderTotals(
  lines: readonly TotalsLine[],
  thresholds: FrancoThresholds,
  shippingFeeCents: number,
  vatRateBasisPoints: number,
): OrderTotals {
  let quantity = 0
  let subtotalCents = 0
  for (const line of lines) {
    if (line.status === 'refused') continue
    quantity += line.quantity
    subtotalCents += lineTotalCents(line.unitPriceCents, line.quantity)
  }
  const franco = evaluateFranco({ quantity, amountCents: subtotalCents }, thresholds)
  // Nothing left to ship (every line refused, or none): no shipping fee either.
  const shipping = quantity === 0 ? 0 : shippingCents(franco, shippingFeeCents)
  const vat = vatCents(subtotalCents + shipping, vatRateBasisPoints)
  return {
    quantity,
    subtotalCents,
    shippingCents: shipping,
    vatCents: vat,
    totalCents: subtotalCents + shipping + vat,
    franco,
  }
}
