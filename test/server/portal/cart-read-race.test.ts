import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { carts, orders } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const READ_LOOPS = 8
const READS_PER_LOOP = 25
const ORDER_LOOPS = 4
const ORDERS_PER_LOOP = 5

// Reading the open cart while the same shop orders used to answer 500 when the
// cart was ordered between "create if missing" and "read" (decision 025). On PostgreSQL the loops really overlap;
// on PGlite they interleave one statement at a time, which must pass too.
describe('cart reads while the same shop orders', () => {
  // The unlucky interleaving made certain: a trigger orders every cart the moment it is created,
  // as another request could between "create the open cart" and "read it back".
  it('answers the cart it opened even when that cart is ordered at once', async () => {
    const w = await aPortalWorld(t)
    const client = api(t.app, w.tokens.shopB)
    await t.db.execute(sql`create or replace function test_order_new_cart() returns trigger language plpgsql as $$
      begin update carts set status = 'ordered' where id = new.id; return null; end $$`)
    await t.db.execute(sql`drop trigger if exists test_order_new_cart on carts`)
    await t.db.execute(sql`create trigger test_order_new_cart after insert on carts
      for each row execute function test_order_new_cart()`)
    try {
      const current = await expectJson(client.get('/api/carts/current'))
      expect(current).toMatchObject({ lines: [], numberOfProductsInCart: 0 })
      const franco = await expectJson(client.get('/api/carts/franco'))
      expect(franco.franco).toMatchObject({ evaluation: { kind: 'missing' } })
    } finally {
      await t.db.execute(sql`drop trigger test_order_new_cart on carts`)
      await t.db.execute(sql`drop function test_order_new_cart()`)
    }
  })

  it('never answers 500 and leaves exactly one open cart', async () => {
    const w = await aPortalWorld(t)
    const client = api(t.app, w.tokens.shopB)
    const box = { productId: w.box.id, optionId: w.box.options[0]?.id ?? 0 }
    const statuses: number[] = []

    const readLoop = async (loop: number) => {
      for (let index = 0; index < READS_PER_LOOP; index += 1) {
        const path = (loop + index) % 2 === 0 ? '/api/carts/current' : '/api/carts/franco'
        statuses.push((await client.get(path)).status)
      }
    }
    let placed = 0
    const orderLoop = async () => {
      for (let index = 0; index < ORDERS_PER_LOOP; index += 1) {
        const line = { quantity: 10, typevalue: box.optionId }
        const added = await client.post(`/api/carts/customized-product/store/${box.productId}`, line)
        statuses.push(added.status)
        const current = await client.get('/api/carts/current')
        statuses.push(current.status)
        if (current.status !== 200) continue
        const { id } = (await current.json()) as { id: number }
        const ordered = await client.put(`/api/carts/order/${id}`)
        statuses.push(ordered.status)
        if (ordered.status === 200 && ((await ordered.json()) as { success: boolean }).success) placed += 1
      }
    }
    await Promise.all([
      ...Array.from({ length: READ_LOOPS }, (_, loop) => readLoop(loop)),
      ...Array.from({ length: ORDER_LOOPS }, () => orderLoop()),
    ])

    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect(statuses).toHaveLength(READ_LOOPS * READS_PER_LOOP + ORDER_LOOPS * ORDERS_PER_LOOP * 3)
    expect(placed).toBeGreaterThan(0)
    expect(await t.db.select().from(orders).where(eq(orders.shopId, w.shopB.id))).toHaveLength(placed)
    await expectJson(client.get('/api/carts/current'))
    const open = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.shopId, w.shopB.id), eq(carts.status, 'open')))
    expect(open).toHaveLength(1)
  })
})
