import { and, asc, eq, inArray } from 'drizzle-orm'
import { commercialTermsOf } from '../../platform/db/brand-projection'
import type { Database, Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { orderNotices } from '../../platform/db/schema-conversation'
import { orderEvents, orderLines, orders } from '../../platform/db/schema-portal'
import type { ValidationStore, ValidationUnit } from './validation-store'
import { callOffOrderStock } from '../stock/stock.public'

export function drizzleValidationStore(db: Database): ValidationStore {
  return { run: (work) => db.transaction((tx) => work(validationUnit(tx))) }
}

function validationUnit(tx: Transaction): ValidationUnit {
  return {
    async lockPendingOrder(orderId, validatorId) {
      const [order] = await tx
        .select({
          id: orders.id,
          shopId: orders.shopId,
          francoQty: orders.francoQty,
          francoPrice: orders.francoPrice,
          shippingFee: orders.shippingFee,
          vatRateBasisPoints: orders.vatRateBasisPoints,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_validation'), eq(shops.validatorId, validatorId)))
        .for('update', { of: orders })
      if (order === undefined) return null
      const lines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id))
      const { francoQty, francoPrice, shippingFee, vatRateBasisPoints, ...header } = order
      return {
        ...header,
        terms: commercialTermsOf({ francoQty, francoPrice, shippingFee, vatRateBasisPoints }),
        lines: lines.map(({ orderId: _orderId, ...line }) => line),
      }
    },

    async validatorName(validatorId) {
      const [row] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, validatorId))
      return row?.name ?? 'Validateur'
    },

    async saveLines(changes) {
      for (const line of changes.updated) {
        await tx
          .update(orderLines)
          .set({ quantity: line.quantity, status: line.status, unitPrice: line.unitPrice })
          .where(eq(orderLines.id, line.id))
      }
      if (changes.removed.length > 0) await tx.delete(orderLines).where(inArray(orderLines.id, changes.removed))
    },

    async saveOrder(orderId, change) {
      const { totals } = change
      await tx
        .update(orders)
        .set({
          status: change.status,
          linesCount: totals.linesCount,
          totalQuantity: totals.quantity,
          subtotal: totals.subtotal,
          shipping: totals.shipping,
          vat: totals.vat,
          totalTtc: totals.totalTtc,
          updatedAt: change.now,
          ...(change.status === 'validated' ? { validatedAt: change.now } : {}),
        })
        .where(eq(orders.id, orderId))
    },

    async addEvents(orderId, events) {
      if (events.length > 0) await tx.insert(orderEvents).values(events.map((event) => ({ ...event, orderId })))
    },

    async addNotice(orderId, kind, dueAt) {
      await tx.insert(orderNotices).values({ orderId, kind, dueAt })
    },

    callOffStock: (orderId, actorLabel, now) => callOffOrderStock(tx, orderId, actorLabel, now),
  }
}
