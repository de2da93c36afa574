import { asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../platform/db/database'
import { brands, shops } from '../../platform/db/schema'
import { orderEvents, orderLines, orders } from '../../platform/db/schema-portal'
import { deliveryShopColumns } from '../../platform/db/shop-projection'
import { exportBackofficeOrders, listBackofficeOrders, summaryColumns } from './order-list.drizzle'
import type { BackofficeOrderDetail, BackofficeOrderReader, BackofficeOrderSummary } from './order-records'

const delivery = alias(shops, 'delivery_shop')

// The whole order for its back-office page: header, lines (snapshots) and history, in three reads.
export async function readBackofficeOrder(db: Database, orderId: number): Promise<BackofficeOrderDetail | null> {
  const [header] = await db
    .select({
      ...summaryColumns,
      shopEmail: shops.email,
      comment: orders.comment,
      delivery: deliveryShopColumns(delivery),
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(brands, eq(brands.id, shops.brandId))
    .leftJoin(delivery, eq(delivery.id, orders.deliveryShopId))
    .where(eq(orders.id, orderId))
  if (header === undefined) return null
  const lines = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      productName: orderLines.productName,
      productReference: orderLines.productReference,
      optionLabel: orderLines.optionLabel,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
      status: orderLines.status,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
  const events = await db
    .select({
      id: orderEvents.id,
      at: orderEvents.at,
      actorLabel: orderEvents.actorLabel,
      action: orderEvents.action,
      detail: orderEvents.detail,
      reason: orderEvents.reason,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id))
  const { delivery: place, shopEmail, comment, ...summary } = header
  return {
    ...(summary as BackofficeOrderSummary),
    shopEmail,
    comment,
    deliveryShop: place,
    lines,
    events,
  }
}

export function drizzleBackofficeOrderReader(db: Database): BackofficeOrderReader {
  return {
    list: (query) => listBackofficeOrders(db, query),
    exportPage: (query, after, limit) => exportBackofficeOrders(db, query, after, limit),
    detail: (orderId) => readBackofficeOrder(db, orderId),
  }
}
