import type { OrderDetail, OrderSummary } from '../../application/ports/order-gateway'
import type { Page } from '../../application/ports/portal-data'
import { nearestValidQuantity } from '../../domain/quantity-rules'
import { openCart } from './cart-operations.memory'
import { orderDetail, orderSummary } from './portal-views.memory'
import { type MemoryOrder, type MemoryShop, notFound, ok, type Outcome, type PortalWorld } from './portal-world.memory'
import { compareBy, type ListWindow, sliceWindow } from './list-window.memory'

// The caller's orders, and what any list of orders shares: filters, sort and window.

type OrderRow = { readonly order: MemoryOrder; readonly summary: OrderSummary }

const byCreation = (row: OrderRow): string => row.order.createdAt

const SORT_KEYS: Record<string, (row: OrderRow) => string | number> = {
  created_at: byCreation,
  number: (row) => row.order.number,
  status: (row) => row.order.status,
  total_ttc: (row) => row.summary.totalTtcCents,
}

function inDateRange(createdAt: string, from: string | undefined, to: string | undefined): boolean {
  const day = createdAt.slice(0, 10)
  return (from === undefined || day >= from) && (to === undefined || day <= to)
}

/** Filters `status` (comma list), `shop`, `date_from`, `date_to`; newest first unless sorted. */
export function listOrders(world: PortalWorld, orders: readonly MemoryOrder[], window: ListWindow): Page<OrderSummary> {
  const { status, shop, date_from: from, date_to: to } = window.filters
  const statuses = status?.split(',')
  const rows = orders
    .filter((order) => statuses === undefined || statuses.includes(order.status))
    .filter((order) => shop === undefined || String(order.shopId) === shop)
    .filter((order) => inDateRange(order.createdAt, from, to))
    .map((order) => ({ order, summary: orderSummary(world, order) }))
    .sort(compareBy(SORT_KEYS[window.sort ?? ''] ?? byCreation, window.order))
  const page = sliceWindow(rows, window)
  return { items: page.items.map((row) => row.summary), total: page.total }
}

export function myOrdersOp(world: PortalWorld, caller: MemoryShop, window: ListWindow): Outcome<Page<OrderSummary>> {
  return ok(listOrders(world, [...world.orders.values()].filter((order) => order.shopId === caller.id), window))
}

/** The owner shop and its validator may read an order; anyone else learns nothing of it. */
export function readableOrder(world: PortalWorld, caller: MemoryShop, orderId: number): MemoryOrder | undefined {
  const order = world.orders.get(orderId)
  if (order === undefined) return undefined
  const owner = world.shops.get(order.shopId)
  return order.shopId === caller.id || owner?.validatorId === caller.id ? order : undefined
}

export function orderDetailOp(world: PortalWorld, caller: MemoryShop, orderId: number): Outcome<OrderDetail> {
  const order = readableOrder(world, caller, orderId)
  return order === undefined ? notFound() : ok(orderDetail(world, order, caller.id))
}

export function copiedMessage(count: number): string {
  return count === 1 ? '1 produit copié dans le panier.' : `${count} produits copiés dans le panier.`
}

/** Adds the still-orderable lines to the caller's cart, each rounded up to its option's current rule. */
export function copyOrderOp(world: PortalWorld, caller: MemoryShop, orderId: number): Outcome<{ message: string }> {
  const order = readableOrder(world, caller, orderId)
  if (order === undefined) return notFound()
  const cart = openCart(world, caller)
  let copied = 0
  for (const line of order.lines) {
    const product = world.products.get(line.product.id)
    const option = product?.options.find((candidate) => candidate.id === line.option.id && candidate.active)
    if (product === undefined || !product.active || product.brandId !== caller.brandId || option === undefined) continue
    const rule = { minimum: option.minimumQuantity, multiple: option.packMultiple }
    const existing = cart.lines.find((candidate) => candidate.productId === product.id && candidate.optionId === option.id)
    if (existing === undefined) cart.lines.push({ id: world.nextId(), productId: product.id, optionId: option.id, quantity: nearestValidQuantity(line.quantity, rule) })
    else existing.quantity = nearestValidQuantity(existing.quantity + line.quantity, rule)
    copied += 1
  }
  return ok({ message: copiedMessage(copied) })
}
