import type { OrderSummary } from '../../application/ports/order-gateway'
import type { Page } from '../../application/ports/portal-data'
import type { LineChange, OrderDecision, ValidationOutcome } from '../../application/ports/validation-gateway'
import { LINE_STATUS_LABELS } from '../../domain/order-status'
import { applyValidationEdit, orderStatusAfterDecisions, type ValidationEdit, type ValidationLine } from '../../domain/order-validation'
import { listOrders } from './order-operations.memory'
import { orderDetail } from './portal-views.memory'
import { fail, type MemoryOrder, type MemoryShop, notFound, ok, type Outcome, type PortalWorld } from './portal-world.memory'
import { type ListWindow } from './list-window.memory'

// The head office's work on pending orders (decisions §5), through the domain's validation edits.

export const LINE_CHANGED_MESSAGE = 'Produit modifié avec succès'
export const LINE_DETACHED_MESSAGE = 'Produit supprimé avec succès'
export const ORDER_ACCEPTED_MESSAGE = 'Commande validée'
export const ORDER_REFUSED_MESSAGE = 'Commande refusée'

function toValidate(world: PortalWorld, caller: MemoryShop): MemoryOrder[] {
  return [...world.orders.values()].filter(
    (order) => order.status === 'pending_validation' && world.shops.get(order.shopId)?.validatorId === caller.id,
  )
}

export function toValidateOp(world: PortalWorld, caller: MemoryShop, window: ListWindow): Outcome<Page<OrderSummary>> {
  return ok(listOrders(world, toValidate(world, caller), window))
}

export function countToValidateOp(world: PortalWorld, caller: MemoryShop): Outcome<{ countOrders: number }> {
  return ok({ countOrders: toValidate(world, caller).length })
}

function validationLines(order: MemoryOrder): ValidationLine[] {
  return order.lines.map((line) => ({
    lineId: line.id,
    quantity: line.quantity,
    unitPriceCents: line.option.unitPriceCents,
    status: line.status,
    rule: { minimum: line.option.minimumQuantity, multiple: line.option.packMultiple },
  }))
}

/** Applies the edits in turn, all or nothing, records who did what, and settles the order's status. */
function edit(
  world: PortalWorld,
  caller: MemoryShop,
  orderId: number,
  edits: readonly ValidationEdit[],
  event: { action: string; detail: string | null },
  message: string,
): Outcome<ValidationOutcome> {
  const order = toValidate(world, caller).find((candidate) => candidate.id === orderId)
  if (order === undefined) return notFound()
  let lines = validationLines(order)
  for (const change of edits) {
    const result = applyValidationEdit(lines, change)
    if (result.kind === 'rejected') return fail(422, result.message)
    lines = result.lines
  }
  order.lines = lines.flatMap((line) => {
    const kept = order.lines.find((candidate) => candidate.id === line.lineId)
    return kept === undefined ? [] : [{ ...kept, quantity: line.quantity, status: line.status }]
  })
  order.status = orderStatusAfterDecisions(order.lines)
  order.events.push({ id: world.nextId(), at: world.now().toISOString(), actor: caller.name, ...event })
  return ok({ message, order: orderDetail(world, order, caller.id) })
}

export function modifyLineOp(world: PortalWorld, caller: MemoryShop, change: LineChange): Outcome<ValidationOutcome> {
  if (change.quantity === undefined && change.status === undefined) return fail(422, 'Rien à modifier.')
  const edits: ValidationEdit[] = []
  const details: string[] = []
  if (change.quantity !== undefined) {
    edits.push({ kind: 'set-quantity', lineId: change.lineId, quantity: change.quantity })
    details.push(`quantité ${change.quantity}`)
  }
  if (change.status !== undefined) {
    edits.push({ kind: 'set-status', lineId: change.lineId, status: change.status })
    details.push(`statut ${LINE_STATUS_LABELS[change.status]}`)
  }
  return edit(world, caller, change.orderId, edits, { action: 'Produit modifié', detail: details.join(', ') }, LINE_CHANGED_MESSAGE)
}

export function detachLineOp(world: PortalWorld, caller: MemoryShop, orderId: number, lineId: number): Outcome<ValidationOutcome> {
  return edit(world, caller, orderId, [{ kind: 'detach', lineId }], { action: 'Produit retiré', detail: `ligne ${lineId}` }, LINE_DETACHED_MESSAGE)
}

/** Every pending line takes the decision; lines already decided keep theirs. */
export function decideOp(world: PortalWorld, caller: MemoryShop, orderId: number, decision: OrderDecision): Outcome<ValidationOutcome> {
  const order = toValidate(world, caller).find((candidate) => candidate.id === orderId)
  if (order === undefined) return notFound()
  const edits: ValidationEdit[] = order.lines
    .filter((line) => line.status === 'pending')
    .map((line) => ({ kind: 'set-status', lineId: line.id, status: decision }))
  const accepted = decision === 'accepted'
  return edit(
    world,
    caller,
    orderId,
    edits,
    { action: accepted ? 'Commande validée' : 'Commande refusée', detail: null },
    accepted ? ORDER_ACCEPTED_MESSAGE : ORDER_REFUSED_MESSAGE,
  )
}
