import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { api } from '../server/support/portal-http'
import { aPortalWorld, type PortalWorld } from '../server/support/portal-world'
import { useTestApp } from '../server/support/test-app'

// The reliability tier (decision 035): shops adding, reading and ordering while their head office edits
// and decides, all at once. Meaningful on PostgreSQL (npm test runs this tier there too; PGlite has one
// connection and serialises everything). After every round: no 5xx, totals equal their lines, one
// order per cart, no cart both ordered and open.
const t = useTestApp()

type Op =
  | { kind: 'add'; shop: 'shopA' | 'shopB'; product: 'bag' | 'box'; packs: number }
  | { kind: 'read'; shop: 'shopA' | 'shopB' }
  | { kind: 'order'; shop: 'shopA' | 'shopB' }
  | { kind: 'edit'; packs: number }
  | { kind: 'decide'; statut: 'accepted' | 'refused' }
  | { kind: 'copy'; shop: 'shopA' | 'shopB' }

const shop = fc.constantFrom('shopA' as const, 'shopB' as const)
const operation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    shop,
    product: fc.constantFrom('bag' as const, 'box' as const),
    packs: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant('read' as const), shop }),
  fc.record({ kind: fc.constant('order' as const), shop }),
  fc.record({ kind: fc.constant('edit' as const), packs: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant('decide' as const), statut: fc.constantFrom('accepted' as const, 'refused' as const) }),
  fc.record({ kind: fc.constant('copy' as const), shop }),
)

async function run(w: PortalWorld, op: Op): Promise<number[]> {
  if (op.kind === 'add' || op.kind === 'read' || op.kind === 'order' || op.kind === 'copy') {
    const client = api(t.app, w.tokens[op.shop])
    if (op.kind === 'read')
      return [(await client.get('/api/carts/current')).status, (await client.get('/api/carts/franco')).status]
    if (op.kind === 'add') {
      const product = w[op.product]
      const option = product.options[0]
      const quantity = (option?.minimumQuantity ?? 1) + (option?.packMultiple ?? 1) * op.packs
      return [
        (await client.post(`/api/carts/customized-product/store/${product.id}`, { quantity, typevalue: option?.id }))
          .status,
      ]
    }
    if (op.kind === 'copy') {
      const orders = await (await client.get('/api/carts?_start=0&_limit=1')).json()
      const last = Array.isArray(orders) ? orders[0] : undefined
      return last === undefined ? [200] : [(await client.post(`/api/orders/copy/${last.id}`)).status]
    }
    const cart = await client.get('/api/carts/current')
    const body = await cart.json()
    return [cart.status, (await client.put(`/api/carts/order/${body.id}`, {})).status]
  }
  const validator = api(t.app, w.tokens.validator)
  const list = await validator.get('/api/orders/validations/order?page=1&per_page=5')
  const pending = (await list.json()) as { id: number }[]
  const order = pending[0]
  if (order === undefined) return [list.status]
  if (op.kind === 'decide')
    return [(await validator.put(`/api/orders/validations/decide/${order.id}`, { statut: op.statut })).status]
  const detail = await validator.get(`/api/orders/${order.id}`)
  const line = ((await detail.json()) as { lines?: { id: number; minimum_quantity?: number }[] }).lines?.[0]
  if (line === undefined) return [detail.status]
  const quantity = 100 + 50 * op.packs
  return [
    (await validator.put(`/api/orders/validations/modify/${order.id}`, { idproduct: line.id, data: quantity })).status,
  ]
}

const INVARIANTS = sql`select
  (select count(*) from orders o where o.lines_count <> (select count(*) from order_lines l where l.order_id = o.id))
    as wrong_counts,
  (select count(*) from orders o where o.subtotal <> (select coalesce(sum(l.unit_price * l.quantity), 0)
     from order_lines l where l.order_id = o.id and l.status <> 'refused')) as wrong_subtotals,
  (select count(*) from orders o where o.total_quantity <> (select coalesce(sum(l.quantity), 0) from order_lines l
     where l.order_id = o.id and l.status <> 'refused')) as wrong_quantities,
  (select count(*) from orders o where o.total_ttc <> o.subtotal + o.shipping + o.vat) as wrong_totals,
  (select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id))
    as empty_orders,
  (select count(*) from carts c join orders o on o.cart_id = c.id where c.status = 'open') as open_and_ordered,
  (select count(*) from (select shop_id from carts where status = 'open' group by shop_id having count(*) > 1) s)
    as two_open`

describe('races: shops and their head office at once', () => {
  it('keeps totals equal to their lines, one order per cart, and never answers 5xx', async () => {
    const w = await aPortalWorld(t)
    const statuses: number[] = []
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 24 }), async (ops) => {
        statuses.push(...(await Promise.all(ops.map((op) => run(w, op)))).flat())
        const result = (await t.db.execute(INVARIANTS)) as unknown as { rows: Record<string, number | string>[] }
        const broken = Object.entries(result.rows[0] ?? {}).filter(([, count]) => Number(count) !== 0)
        expect(broken).toEqual([])
        expect(statuses.filter((status) => status >= 500)).toEqual([])
      }),
      { numRuns: Number(process.env.RACE_RUNS ?? 25) },
    )
    expect(statuses.length).toBeGreaterThan(100)
  })
})
