import type { Database } from '../../../server/platform/db/database'
import { carts, orders } from '../../../server/platform/db/schema-portal'
import type { OrderStatus } from '../../../src/domain/order-status'

let sequence = 0

type OrderOverrides = Partial<Omit<typeof orders.$inferInsert, 'shopId' | 'cartId'>> & { status?: OrderStatus }

// An order row straight in the database (its cart too), for lists and moves that do not need lines:
// placing orders through the API costs a dozen requests each.
export async function anOrderRow(db: Database, shopId: number, overrides: OrderOverrides = {}) {
  const n = ++sequence
  const [cart] = await db.insert(carts).values({ shopId, status: 'ordered' }).returning({ id: carts.id })
  if (cart === undefined) throw new Error('cart not inserted')
  const subtotal = overrides.subtotal ?? 10_000
  const [row] = await db
    .insert(orders)
    .values({
      number: `CMD-2026-${String(n).padStart(5, '0')}`,
      status: 'validated',
      shippingFee: 2500,
      linesCount: 1,
      totalQuantity: 100,
      subtotal,
      shipping: 2500,
      vat: Math.round((subtotal + 2500) / 5),
      totalTtc: Math.round(((subtotal + 2500) * 6) / 5),
      ...overrides,
      shopId,
      cartId: cart.id,
    })
    .returning()
  if (row === undefined) throw new Error('order not inserted')
  return row
}
