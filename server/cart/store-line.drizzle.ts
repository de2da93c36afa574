import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export type StoredLine = { productId: number; optionId: number; quantity: number }

/**
 * Stores a line in the shop's open cart in one statement, hence one transaction and one round trip
 * (issue 12: it took a BEGIN, the lock, the upsert, a COMMIT and a count). The statement takes the
 * same shared lock on the cart row as `editOpenCart`: an order being placed holds it exclusively, and
 * once that order commits the cart is no longer open, so nothing is stored. Answers the number of lines
 * then in the cart (the other pairs of its snapshot, plus this one), or null when the shop has no open
 * cart: the caller then takes `editOpenCart`, which opens one.
 */
export async function storeLineInOpenCart(db: Database, shopId: number, now: Date, line: StoredLine) {
  const result = (await db.execute(sql`
    with open_cart as (
      select id from carts where shop_id = ${shopId} and status = 'open' for share
    ),
    stored as (
      insert into cart_lines (cart_id, product_id, option_id, quantity, created_at)
      select id, ${line.productId}, ${line.optionId}, ${line.quantity}, ${now.toISOString()}::timestamptz
      from open_cart
      on conflict (cart_id, product_id, option_id) do update set quantity = excluded.quantity
      returning cart_id
    )
    select 1 + (
      select count(*) from cart_lines
      where cart_id = stored.cart_id and (product_id, option_id) <> (${line.productId}, ${line.optionId})
    ) as total
    from stored
  `)) as unknown as { rows: { total: number | string }[] }
  const [row] = result.rows
  return row === undefined ? null : Number(row.total)
}
