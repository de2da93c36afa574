import { and, asc, eq, sql } from 'drizzle-orm'
import {
  closureDaysOf,
  commercialTermsColumns,
  commercialTermsOf,
  deliveryCalendarColumns,
} from '../../platform/db/brand-projection'
import type { Database, Transaction } from '../../platform/db/database'
import { effectiveBookSql, quantityRuleColumns } from '../../platform/db/product-option-projection'
import { brands, shops } from '../../platform/db/schema'
import {
  cartLines,
  carts,
  orderEvents,
  orderLines,
  orderNumberCounters,
  orders,
  productOptions,
  products,
} from '../../platform/db/schema-portal'
import { approvalRules, orderNotices } from '../../platform/db/schema-conversation'
import { monthlySpend } from '../conversation/conversation.public'
import type { OrderPlacement, PlacementUnit } from './order-placement'
import { insertLineProofs, reusableProofSql } from './order-placement-proofs.drizzle'
import { cartLineArtworks } from '../../platform/db/schema-proofs'
import { stockBalances } from '../../platform/db/schema-stock'
import { callOffOrderStock } from '../stock/stock.public'

export function drizzleOrderPlacement(db: Database): OrderPlacement {
  return { run: (work) => db.transaction((tx) => work(placementUnit(tx))) }
}

function placementUnit(tx: Transaction): PlacementUnit {
  return {
    async lockCart(cartId, shopId) {
      const [row] = await tx
        .select({
          id: carts.id,
          status: carts.status,
          deliveryShopId: carts.deliveryShopId,
          referencePo: carts.referencePo,
          comment: carts.comment,
        })
        .from(carts)
        .where(and(eq(carts.id, cartId), eq(carts.shopId, shopId)))
        .for('update')
      return row ?? null
    },

    async orderingShop(shopId) {
      const [row] = await tx
        .select({
          id: shops.id,
          name: shops.name,
          identifiant: shops.identifiant,
          validatorId: shops.validatorId,
          ...commercialTermsColumns,
          ...deliveryCalendarColumns,
        })
        .from(shops)
        .innerJoin(brands, eq(brands.id, shops.brandId))
        .where(eq(shops.id, shopId))
      if (row === undefined) return null
      const { francoQty, francoPrice, shippingFee, vatRateBasisPoints, closureDaysText, ...shop } = row
      return {
        ...shop,
        closureDays: closureDaysOf(closureDaysText),
        terms: commercialTermsOf({ francoQty, francoPrice, shippingFee, vatRateBasisPoints }),
      }
    },

    async cartLines(cartId, today) {
      return tx
        .select({
          productId: cartLines.productId,
          optionId: cartLines.optionId,
          quantity: cartLines.quantity,
          // Still orderable: both active, and the product still belongs to the shop's brand.
          orderable: sql<boolean>`(${products.active} and ${productOptions.active}
            and ${products.brandId} = ${shops.brandId})`,
          productName: products.name,
          productReference: products.reference,
          productImageUrl: products.imageUrl,
          optionLabel: productOptions.label,
          unitPrice: productOptions.unitPrice,
          book: effectiveBookSql(sql`${shops.brandId}`, today),
          leadTimeDays: products.leadTimeDays,
          ...quantityRuleColumns,
          proofRequired: productOptions.proofRequired,
          artworkId: cartLineArtworks.artworkId,
          reusableProof: reusableProofSql(
            sql`${cartLineArtworks.artworkId}`,
            sql`${cartLines.optionId}`,
            sql`${shops.brandId}`,
          ),
          // Fixed now from the account's existence (docs/decisions/077-brand-stock.md).
          fromStock: sql<boolean>`exists (select 1 from ${stockBalances}
            where ${stockBalances.brandId} = ${shops.brandId} and ${stockBalances.optionId} = ${cartLines.optionId})`,
        })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .innerJoin(shops, eq(shops.id, carts.shopId))
        .innerJoin(products, eq(products.id, cartLines.productId))
        .innerJoin(productOptions, eq(productOptions.id, cartLines.optionId))
        .leftJoin(cartLineArtworks, eq(cartLineArtworks.cartLineId, cartLines.id))
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.id))
    },

    async nextOrderSequence(year) {
      const [row] = await tx
        .insert(orderNumberCounters)
        .values({ year, lastValue: 1 })
        .onConflictDoUpdate({
          target: orderNumberCounters.year,
          set: { lastValue: sql`${orderNumberCounters.lastValue} + 1` },
        })
        .returning({ value: orderNumberCounters.lastValue })
      if (row === undefined) throw new Error('order number counter returned nothing')
      return row.value
    },

    async insertOrder(order) {
      const [inserted] = await tx
        .insert(orders)
        .values({
          number: order.number,
          shopId: order.shopId,
          cartId: order.cartId,
          status: order.status,
          deliveryShopId: order.deliveryShopId,
          referencePo: order.referencePo,
          comment: order.comment,
          shippingFee: order.terms.shippingFee,
          francoQty: order.terms.franco.quantity,
          francoPrice: order.terms.franco.amountCents,
          linesCount: order.totals.linesCount,
          totalQuantity: order.totals.quantity,
          subtotal: order.totals.subtotal,
          shipping: order.totals.shipping,
          vat: order.totals.vat,
          vatRateBasisPoints: order.terms.vatRateBasisPoints,
          totalTtc: order.totals.totalTtc,
          promisedOn: order.promisedOn,
          createdAt: order.now,
          updatedAt: order.now,
          validatedAt: order.status === 'validated' ? order.now : null,
          autoAccepted: order.autoAccepted,
        })
        .returning({ id: orders.id })
      if (inserted === undefined) throw new Error('order insert returned no id')
      const lines = await tx
        .insert(orderLines)
        .values(order.lines.map(({ proof: _proof, ...line }) => ({ ...line, orderId: inserted.id })))
        .returning({ id: orderLines.id, productId: orderLines.productId, optionId: orderLines.optionId })
      await insertLineProofs(tx, order.lines, lines, order.now)
      await tx.insert(orderEvents).values(order.events.map((event) => ({ ...event, orderId: inserted.id })))
      // The conversation's mails for this order (decision 074): written with it, sent by the job runner.
      const kind = order.status === 'pending_validation' ? 'submitted' : 'placed'
      await tx.insert(orderNotices).values({ orderId: inserted.id, kind, dueAt: order.now })
      return inserted.id
    },

    async markCartOrdered(cartId, now) {
      await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cartId))
    },

    async lockApprovalRules(shopId) {
      const [row] = await tx
        .select({
          autoAcceptBelowCents: approvalRules.autoAcceptBelow,
          monthlyBudgetCents: approvalRules.monthlyBudget,
        })
        .from(approvalRules)
        .where(eq(approvalRules.shopId, shopId))
        .for('update')
      return row ?? null
    },

    async spentThisMonth(shopId, at) {
      return (await monthlySpend(tx, [shopId], at)).get(shopId) ?? 0
    },

    callOffStock: (orderId, actorLabel, now) => callOffOrderStock(tx, orderId, actorLabel, now),
  }
}
