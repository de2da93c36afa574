import { count, eq, like, sql } from 'drizzle-orm'
import type { Database } from '../server/platform/db/database'
import { brands } from '../server/platform/db/schema'
import { orders } from '../server/platform/db/schema-portal'

// Bench orders seeded in SQL with generate_series (decision 034): 20 brands of 10 shops, one
// product each, and as many orders (one line each) as asked, spread over two years and over every
// status. Everything it writes is marked `banc` / `BANC-` so that it can be removed again.

export const BENCH_BRANDS = 20
const SHOPS_PER_BRAND = 10

export async function removeBenchOrders(db: Database): Promise<void> {
  await db.execute(sql`delete from order_events where order_id in (select id from orders where number like 'BANC-%')`)
  await db.execute(sql`delete from order_lines where order_id in (select id from orders where number like 'BANC-%')`)
  await db.execute(sql`delete from orders where number like 'BANC-%'`)
  await db.execute(sql`delete from carts where comment = 'banc'`)
}

async function ensureBenchCatalogue(db: Database): Promise<void> {
  await db.execute(sql`
    insert into brands (name, franco_qty, franco_price, shipping_fee)
    select 'Enseigne banc ' || lpad(g::text, 2, '0'), 500, 50000, 2500 from generate_series(1, ${BENCH_BRANDS}::int) g
    where not exists (select 1 from brands where name like 'Enseigne banc %')`)
  await db.execute(sql`
    insert into shops (brand_id, identifiant, name, email, address_line1, postal_code, city)
    select b.id, 'banc-' || b.id || '-' || g, 'Magasin « banc » ' || b.id || '-' || g,
           'banc-' || b.id || '-' || g || '@exemple.fr',
           g || ' rue du Banc', '75001', 'Paris'
    from brands b cross join generate_series(1, ${SHOPS_PER_BRAND}::int) g
    where b.name like 'Enseigne banc %' and not exists (select 1 from shops where identifiant like 'banc-%')`)
  await db.execute(sql`
    insert into products (brand_id, name, reference)
    select b.id, 'Sac banc', 'BANC-SAC-' || b.id from brands b
    where b.name like 'Enseigne banc %' and not exists (select 1 from products where reference like 'BANC-SAC-%')`)
  await db.execute(sql`
    insert into product_options (product_id, label, unit_price, minimum_quantity, pack_multiple)
    select p.id, 'Standard', 120, 1, 1 from products p
    where p.reference like 'BANC-SAC-%' and not exists (select 1 from product_options o where o.product_id = p.id)`)
}

/** Adds bench orders until there are `total` of them (numbers BANC-0000001...). */
export async function seedBenchOrders(db: Database, total: number): Promise<void> {
  await ensureBenchCatalogue(db)
  const [row] = await db.select({ n: count() }).from(orders).where(like(orders.number, 'BANC-%'))
  const first = (row?.n ?? 0) + 1
  if (first > total) return
  // Shops in a fixed order; order g goes to shop (g * 7) mod 200 so that every brand gets its share.
  await db.execute(sql`
    insert into carts (shop_id, status, comment, created_at)
    select s.ids[1 + (g * 7) % array_length(s.ids, 1)], 'ordered', 'banc', now()
    from generate_series(${first}::int, ${total}::int) g,
         (select array_agg(id order by id) ids from shops where identifiant like 'banc-%') s`)
  // Statuses weighted like a living back office: most orders are delivered, a few are waiting.
  await db.execute(sql`
    insert into orders (number, shop_id, cart_id, status, reference_po, comment, shipping_fee, franco_qty, franco_price,
                        lines_count, total_quantity, subtotal, shipping, vat, total_ttc, created_at, updated_at)
    select 'BANC-' || lpad(c.g::text, 7, '0'), c.shop_id, c.id,
           (array['pending_validation','validated','validated','in_production','in_production','shipped','shipped',
                  'delivered','delivered','delivered','delivered','refused','cancelled'])[1 + (c.g * 31) % 13],
           case when c.g % 3 = 0 then 'PO-' || c.g else null end, null, 2500, 500, 50000,
           1, q.quantity, q.subtotal, q.shipping, (q.subtotal + q.shipping) / 5, (q.subtotal + q.shipping) * 6 / 5,
           now() - make_interval(secs => (${total}::int - c.g) * 600 + (c.g * 7919) % 600),
           now() - make_interval(secs => (${total}::int - c.g) * 600)
    from (select id, shop_id, ${first}::int - 1 + row_number() over (order by id) as g
          from carts where comment = 'banc' and id not in (select cart_id from orders)) c,
         lateral (select 100 + (c.g * 7919) % 4900 as quantity) base,
         lateral (select base.quantity, base.quantity * 120 as subtotal,
                         case when base.quantity >= 500 then 0 else 2500 end as shipping) q`)
  await db.execute(sql`
    insert into order_lines (order_id, product_id, option_id, product_name, product_reference, option_label,
                             unit_price, minimum_quantity, pack_multiple, quantity, status)
    select o.id, p.id, op.id, p.name, p.reference, op.label, op.unit_price, 1, 1, o.total_quantity, 'accepted'
    from orders o
    join shops s on s.id = o.shop_id
    join products p on p.brand_id = s.brand_id and p.reference like 'BANC-SAC-%'
    join product_options op on op.product_id = p.id
    where o.number like 'BANC-%' and not exists (select 1 from order_lines l where l.order_id = o.id)`)
  await db.execute(sql`vacuum analyze`)
}

/** A brand of the bench, for the filtered scenarios. */
export async function aBenchBrandId(db: Database): Promise<number> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.name, 'Enseigne banc 07'))
  if (row === undefined) throw new Error('bench brands missing: seed first')
  return row.id
}
