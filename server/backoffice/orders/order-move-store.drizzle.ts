import { ADMIN_ORDERS } from '../../../src/contract/backoffice/orders'
import { asc, eq, inArray } from 'drizzle-orm'
import { ORDER_STATUS_LABELS } from '../../../src/domain/order-status'
import type { ProofLine } from '../../../src/domain/proof-approval'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { orderEvents, orderLines, orders } from '../../platform/db/schema-portal'
import { orderLineProofs } from '../../platform/db/schema-proofs'
import { readSettings } from '../settings/settings.public'
import type { MoveMailFactsReader, OrderMoveStore, OrderMoveUnit } from './order-move-store'

/** The history's wording of a move, e.g. « Statut modifié — Validée → En fabrication ». */
export const moveEventAction = (from: keyof typeof ORDER_STATUS_LABELS, to: keyof typeof ORDER_STATUS_LABELS) =>
  `Statut modifié — ${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`

export function drizzleOrderMoveStore(db: Database): OrderMoveStore {
  return { run: (work) => db.transaction((tx) => work(moveUnit(tx))) }
}

function moveUnit(tx: Transaction): OrderMoveUnit {
  return {
    async lockOrders(orderIds) {
      if (orderIds.length === 0) return []
      return tx
        .select({ id: orders.id, number: orders.number, status: orders.status, shopId: orders.shopId })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]))
        .orderBy(asc(orders.id))
        .for('update')
    },

    async proofLinesOf(orderIds) {
      const byOrder = new Map(orderIds.map((id) => [id, [] as ProofLine[]]))
      if (orderIds.length === 0) return byOrder
      const rows = await tx
        .select({ orderId: orderLines.orderId, proofState: orderLineProofs.state })
        .from(orderLines)
        .leftJoin(orderLineProofs, eq(orderLineProofs.orderLineId, orderLines.id))
        .where(inArray(orderLines.orderId, [...orderIds]))
      for (const row of rows) byOrder.get(row.orderId)?.push({ proofState: row.proofState })
      return byOrder
    },

    async applyMoves(moves, actor, now) {
      if (moves.length === 0) return
      // Row by row in (shop, id) order: the order_counts triggers then lock their counter rows in one
      // global order, (shop, status) rising, as single moves do, so two bulk moves never deadlock.
      const ordered = [...moves].sort((a, b) => a.shopId - b.shopId || a.orderId - b.orderId)
      for (const move of ordered) {
        await tx.update(orders).set({ status: move.to, updatedAt: now }).where(eq(orders.id, move.orderId))
      }
      await tx.insert(orderEvents).values(
        moves.map((move) => ({
          orderId: move.orderId,
          actorShopId: null,
          actorLabel: actor.login,
          action: moveEventAction(move.from, move.to),
          detail: move.reason,
          at: now,
        })),
      )
      for (const move of moves) {
        await recordAudit(tx, {
          actor,
          entity: ADMIN_ORDERS.entity,
          entityId: move.orderId,
          action: 'status',
          before: { status: move.from },
          after: move.reason === null ? { status: move.to } : { status: move.to, reason: move.reason },
        })
      }
    },
  }
}

export function drizzleMoveMailFacts(db: Database): MoveMailFactsReader {
  return async (orderId) => {
    const [shop] = await db
      .select({ shopEmail: shops.email, shopName: shops.name })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orders.id, orderId))
    if (shop === undefined) return null
    const company = await readSettings(db)
    return {
      ...shop,
      companyName: company.companyName,
      companyEmail: company.companyEmail,
      companyAddress: company.companyAddress,
    }
  }
}
