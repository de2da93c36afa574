import { asc, eq, getTableColumns, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { commercialTermsOf } from '../../platform/db/brand-projection'
import type { Database, Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { deliveryShopColumns } from '../../platform/db/shop-projection'
import { orderEvents, orderLines, orders } from '../../platform/db/schema-portal'
import { orderLineProofs } from '../../platform/db/schema-proofs'
import { toDeliveryShop } from '../cart/cart.public'
import type { OrderRecord } from './order-records'

const delivery = alias(shops, 'delivery_shop')
// A line needs a proof when its order_line_proofs row was written at placing (docs/decisions/076-proof-approval.md).
const hasProofSql = sql<boolean>`exists (select 1 from ${orderLineProofs}
  where ${orderLineProofs.orderLineId} = ${orderLines.id})`.mapWith(Boolean)

// The whole order: header, lines and history, in three reads.
export async function readOrderRecord(db: Database | Transaction, orderId: number): Promise<OrderRecord | null> {
  const [header] = await db
    .select({
      order: orders,
      shop: { id: shops.id, name: shops.name, validatorId: shops.validatorId },
      delivery: deliveryShopColumns(delivery),
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(delivery, eq(delivery.id, orders.deliveryShopId))
    .where(eq(orders.id, orderId))
  if (header === undefined) return null
  const lines = await db
    .select({ ...getTableColumns(orderLines), proofRequired: hasProofSql })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
  const events = await db
    .select({
      id: orderEvents.id,
      at: orderEvents.at,
      actor: orderEvents.actorLabel,
      action: orderEvents.action,
      detail: orderEvents.detail,
      reason: orderEvents.reason,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id))
  const { order, shop } = header
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    shop: { id: shop.id, name: shop.name },
    shopValidatorId: shop.validatorId,
    linesCount: order.linesCount,
    quantity: order.totalQuantity,
    subtotal: order.subtotal,
    totalTtc: order.totalTtc,
    shipping: order.shipping,
    autoAccepted: order.autoAccepted,
    deliveryShop: toDeliveryShop(header.delivery),
    referencePo: order.referencePo,
    comment: order.comment,
    terms: commercialTermsOf(order),
    lines: lines.map(({ orderId: _orderId, ...line }) => line),
    promisedOn: order.promisedOn,
    events,
  }
}
