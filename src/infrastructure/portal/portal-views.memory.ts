import type { Cart, CartLine } from '../../application/ports/cart-gateway'
import type { Product } from '../../application/ports/catalog-gateway'
import type { OrderDetail, OrderSummary } from '../../application/ports/order-gateway'
import type { Franco, ProductOption, ProductSummary } from '../../application/ports/portal-data'
import { evaluateFranco, type FrancoThresholds } from '../../domain/franco'
import { lineTotalCents } from '../../domain/money'
import { LINE_STATUS_LABELS, ORDER_STATUS_LABELS } from '../../domain/order-status'
import { orderTotals } from '../../domain/order-validation'
import {
  brandOf,
  deliveryShopOf,
  type MemoryCart,
  type MemoryOption,
  type MemoryOrder,
  type MemoryProduct,
  type PortalWorld,
  thresholdsOf,
} from './portal-world.memory'

// What the server computes for the browser, computed here with the same domain functions.

export function optionView(option: MemoryOption): ProductOption {
  const { active: _active, ...view } = option
  return view
}

export function productSummary(product: MemoryProduct): ProductSummary {
  return { id: product.id, name: product.name, reference: product.reference, imageUrl: product.imageUrl }
}

export function productView(world: PortalWorld, product: MemoryProduct): Product {
  const category = world.categories.find((candidate) => candidate.id === product.categoryId)
  return {
    ...productSummary(product),
    description: product.description,
    category: category === undefined ? null : { id: category.id, name: category.name },
    options: product.options.filter((option) => option.active).map(optionView),
  }
}

export function francoView(thresholds: FrancoThresholds, quantity: number, amountCents: number): Franco {
  return { thresholds, evaluation: evaluateFranco({ quantity, amountCents }, thresholds) }
}

function cartLines(world: PortalWorld, cart: MemoryCart): CartLine[] {
  return cart.lines.flatMap((line) => {
    const product = world.products.get(line.productId)
    const option = product?.options.find((candidate) => candidate.id === line.optionId)
    if (product === undefined || option === undefined) return []
    return [{ id: line.id, product: productSummary(product), option: optionView(option), quantity: line.quantity, lineTotalCents: lineTotalCents(option.unitPriceCents, line.quantity) }]
  })
}

export function cartView(world: PortalWorld, cart: MemoryCart): Cart {
  const shop = world.shops.get(cart.shopId)
  const brand = shop === undefined ? undefined : brandOf(world, shop)
  const lines = cartLines(world, cart)
  const totals = orderTotals(
    lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.option.unitPriceCents, status: 'accepted' as const })),
    thresholdsOf(brand),
    brand?.shippingFeeCents ?? 0,
  )
  const deliveryShop = cart.deliveryShopId === null ? undefined : world.shops.get(cart.deliveryShopId)
  return {
    id: cart.id,
    lines,
    numberOfProductsInCart: lines.length,
    subtotalCents: totals.subtotalCents,
    franco: { thresholds: thresholdsOf(brand), evaluation: totals.franco },
    shippingCents: totals.shippingCents,
    vatCents: totals.vatCents,
    totalTtcCents: totals.totalCents,
    deliveryShop: deliveryShop === undefined ? null : deliveryShopOf(deliveryShop),
    referencePo: cart.referencePo,
    comment: cart.comment,
  }
}

function totalsOf(order: MemoryOrder) {
  return orderTotals(
    order.lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.option.unitPriceCents, status: line.status })),
    order.thresholds,
    order.shippingFeeCents,
  )
}

export function orderSummary(world: PortalWorld, order: MemoryOrder): OrderSummary {
  const totals = totalsOf(order)
  const shop = world.shops.get(order.shopId)
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt,
    shop: { id: order.shopId, name: shop?.name ?? '' },
    linesCount: order.lines.length,
    quantity: totals.quantity,
    subtotalCents: totals.subtotalCents,
    totalTtcCents: totals.totalCents,
  }
}

export function orderDetail(world: PortalWorld, order: MemoryOrder, callerId: number): OrderDetail {
  const totals = totalsOf(order)
  const owner = world.shops.get(order.shopId)
  return {
    ...orderSummary(world, order),
    deliveryShop: order.deliveryShop,
    referencePo: order.referencePo,
    comment: order.comment,
    lines: order.lines.map((line) => ({
      id: line.id,
      product: line.product,
      option: line.option,
      quantity: line.quantity,
      unitPriceCents: line.option.unitPriceCents,
      lineTotalCents: lineTotalCents(line.option.unitPriceCents, line.quantity),
      status: line.status,
      statusLabel: LINE_STATUS_LABELS[line.status],
    })),
    totals: {
      quantity: totals.quantity,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      vatCents: totals.vatCents,
      totalTtcCents: totals.totalCents,
    },
    franco: { thresholds: order.thresholds, evaluation: totals.franco },
    events: order.events.map((event) => ({ ...event })),
    canValidate: order.status === 'pending_validation' && owner?.validatorId === callerId,
  }
}
