// The back office's status moves of an order (decision 034, decisions §5): administrators push a validated
// order forward one step at a time, `validated -> in_production -> shipped -> delivered`, and may
// cancel it, with a reason, until it leaves the workshop. Refused, delivered and cancelled are final.

import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status'

export const FORWARD_FLOW = [
  'validated',
  'in_production',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[]
export const FINAL_STATUSES = ['refused', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[]
export const CANCELLABLE_STATUSES = [
  'pending_validation',
  'validated',
  'in_production',
] as const satisfies readonly OrderStatus[]

/** The statuses an administrator may set (the target of a move). */
export const MOVE_TARGETS = [
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[]
export type MoveTarget = (typeof MOVE_TARGETS)[number]

/** Bulk actions move forward only: a cancellation needs its own reason. */
export const BULK_MOVE_TARGETS = ['in_production', 'shipped', 'delivered'] as const satisfies readonly MoveTarget[]

export type MoveRefusal = 'final-status' | 'same-status' | 'not-next-step' | 'not-cancellable' | 'reason-required'

export type MoveDecision =
  | { kind: 'allowed'; from: OrderStatus; to: OrderStatus; reason: string | null }
  | { kind: 'refused'; refusal: MoveRefusal; message: string }

export const MOVE_MESSAGES = {
  reasonRequired: 'Indiquez le motif de l’annulation.',
  final: (from: OrderStatus) =>
    `Cette commande est ${ORDER_STATUS_LABELS[from].toLowerCase()} : son statut ne peut plus changer.`,
  same: (from: OrderStatus) => `La commande est déjà au statut « ${ORDER_STATUS_LABELS[from]} ».`,
  notCancellable: (from: OrderStatus) =>
    `Une commande au statut « ${ORDER_STATUS_LABELS[from]} » ne peut plus être annulée.`,
  notNextStep: (from: OrderStatus, to: OrderStatus) =>
    `Passage impossible de « ${ORDER_STATUS_LABELS[from]} » à « ${ORDER_STATUS_LABELS[to]} » : ` +
    'une commande validée avance d’une étape à la fois (Validée → En fabrication → Expédiée → Livrée).',
} as const

const isFinal = (status: OrderStatus) => (FINAL_STATUSES as readonly OrderStatus[]).includes(status)
const isCancellable = (status: OrderStatus) => (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status)

/** The one step forward from `status`, or null at the end of the flow (or outside it). */
export function nextStep(status: OrderStatus): OrderStatus | null {
  const flow: readonly OrderStatus[] = FORWARD_FLOW
  const index = flow.indexOf(status)
  return index === -1 ? null : (flow[index + 1] ?? null)
}

/** Whether an administrator may move an order from `from` to `to`; a cancellation needs a non-blank reason. */
export function decideMove(from: OrderStatus, to: OrderStatus, reason?: string | null): MoveDecision {
  if (isFinal(from)) return { kind: 'refused', refusal: 'final-status', message: MOVE_MESSAGES.final(from) }
  if (from === to) return { kind: 'refused', refusal: 'same-status', message: MOVE_MESSAGES.same(from) }
  if (to === 'cancelled') {
    if (!isCancellable(from)) {
      return { kind: 'refused', refusal: 'not-cancellable', message: MOVE_MESSAGES.notCancellable(from) }
    }
    const trimmed = reason?.trim() ?? ''
    if (trimmed === '') return { kind: 'refused', refusal: 'reason-required', message: MOVE_MESSAGES.reasonRequired }
    return { kind: 'allowed', from, to, reason: trimmed }
  }
  if (nextStep(from) !== to) {
    return { kind: 'refused', refusal: 'not-next-step', message: MOVE_MESSAGES.notNextStep(from, to) }
  }
  return { kind: 'allowed', from, to, reason: null }
}

/** The moves offered on an order's page: its next step, then cancellation when still possible. */
export function allowedMoves(from: OrderStatus): MoveTarget[] {
  if (isFinal(from)) return []
  const moves: MoveTarget[] = []
  const next = nextStep(from)
  if (next !== null) moves.push(next as MoveTarget)
  if (isCancellable(from)) moves.push('cancelled')
  return moves
}
