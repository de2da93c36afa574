import { decideMove, type MoveTarget } from '../../../src/domain/order-moves'
import type { OrderStatus } from '../../../src/domain/order-status'
import { productionBlockedMessage } from '../../../src/domain/proof-approval'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { MailSender } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import { orderMoveMail, type MovedOrder } from './order-move-mail'
import type { AppliedMove, LockedOrder, MoveMailFactsReader, OrderMoveStore, OrderMoveUnit } from './order-move-store'

export type MoveOrdersDeps = {
  store: OrderMoveStore
  mailFacts: MoveMailFactsReader
  mail: MailSender
  clock: Clock
  publicUrl: string
  // The shop's mail leaves after the answer: a slow mail server never holds the administrator back.
  afterResponse: (task: () => Promise<unknown>) => void
}

export type MoveResult =
  | { kind: 'moved'; orderId: number }
  | { kind: 'not-found' }
  | { kind: 'stale'; current: OrderStatus }
  | { kind: 'refused'; message: string }

export type MoveRequest = { to: MoveTarget; reason: string | null; from: OrderStatus | null }

export type BulkRefusal = { id: number; number: string | null; message: string }
export type BulkResult = { moved: number[]; refused: BulkRefusal[] }

export const UNKNOWN_ORDER_MESSAGE = 'Commande introuvable.'

function tellShops(deps: MoveOrdersDeps, moved: readonly MovedOrder[]): void {
  if (moved.length === 0) return
  deps.afterResponse(async () => {
    for (const order of moved) {
      const facts = await deps.mailFacts(order.id)
      if (facts !== null) await deps.mail.send(orderMoveMail(order, facts, deps.publicUrl))
    }
  })
}

const movedOrder = (order: LockedOrder, move: AppliedMove): MovedOrder => ({
  id: order.id,
  number: order.number,
  to: move.to,
  reason: move.reason,
})

// Production waits for every needed proof (docs/decisions/076-proof-approval.md): read under the orders' lock.
async function productionBlocks(unit: OrderMoveUnit, orderIds: readonly number[]): Promise<Map<number, string>> {
  const blocked = new Map<number, string>()
  for (const [orderId, lines] of await unit.proofLinesOf(orderIds)) {
    const message = productionBlockedMessage(lines)
    if (message !== null) blocked.set(orderId, message)
  }
  return blocked
}

/** POST /admin/orders/{id}/status: the domain decides on the locked row; move, event and audit are one transaction. */
export function moveOrder(deps: MoveOrdersDeps) {
  return async (actor: AdminActor, orderId: number, request: MoveRequest): Promise<MoveResult> => {
    const outcome = await deps.store.run(async (unit): Promise<MoveResult & { mail?: MovedOrder }> => {
      const [order] = await unit.lockOrders([orderId])
      if (order === undefined) return { kind: 'not-found' }
      if (request.from !== null && request.from !== order.status) return { kind: 'stale', current: order.status }
      const decision = decideMove(order.status, request.to, request.reason)
      if (decision.kind === 'refused') return { kind: 'refused', message: decision.message }
      const toProduction = request.to === 'in_production'
      const proofMessage = toProduction ? (await productionBlocks(unit, [orderId])).get(orderId) : undefined
      if (proofMessage !== undefined) return { kind: 'refused', message: proofMessage }
      const move = { orderId, shopId: order.shopId, from: decision.from, to: decision.to, reason: decision.reason }
      await unit.applyMoves([move], actor, deps.clock.now())
      return { kind: 'moved', orderId, mail: movedOrder(order, move) }
    })
    if (outcome.kind === 'moved' && outcome.mail !== undefined) tellShops(deps, [outcome.mail])
    return outcome.kind === 'moved' ? { kind: 'moved', orderId } : outcome
  }
}

/** POST /admin/orders/bulk: each selected order goes through the same rule, in one transaction. */
export function moveOrdersInBulk(deps: MoveOrdersDeps) {
  return async (actor: AdminActor, orderIds: readonly number[], to: MoveTarget): Promise<BulkResult> => {
    const ids = [...new Set(orderIds)]
    const { result, mails } = await deps.store.run(async (unit) => {
      const locked = await unit.lockOrders(ids)
      const byId = new Map(locked.map((order) => [order.id, order]))
      const moves: AppliedMove[] = []
      const mails: MovedOrder[] = []
      const refused: BulkRefusal[] = []
      const blocked = to === 'in_production' ? await productionBlocks(unit, ids) : new Map<number, string>()
      for (const id of ids) {
        const order = byId.get(id)
        if (order === undefined) {
          refused.push({ id, number: null, message: UNKNOWN_ORDER_MESSAGE })
          continue
        }
        const decision = decideMove(order.status, to)
        if (decision.kind === 'refused') {
          refused.push({ id, number: order.number, message: decision.message })
          continue
        }
        const proofMessage = blocked.get(id)
        if (proofMessage !== undefined) {
          refused.push({ id, number: order.number, message: proofMessage })
          continue
        }
        const move = { orderId: id, shopId: order.shopId, from: decision.from, to: decision.to, reason: null }
        moves.push(move)
        mails.push(movedOrder(order, move))
      }
      await unit.applyMoves(moves, actor, deps.clock.now())
      return { result: { moved: moves.map((move) => move.orderId), refused }, mails }
    })
    tellShops(deps, mails)
    return result
  }
}
