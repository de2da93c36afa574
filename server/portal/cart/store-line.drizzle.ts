import { sql } from 'drizzle-orm'
import { sessionAliveSql } from '../../platform/auth/auth.public'
import type { Database } from '../../platform/db/database'

export type StoredLine = { productId: number; optionId: number; quantity: number }

// `alive` false: the caller's session has ended, nothing was stored. `total` null: no open cart.
export type StoreLineOutcome = { alive: false } | { alive: true; total: number | null }

/**
 * Stores a line in the shop's open cart in one statement, hence one transaction and one round trip
 * (decision 050: it took a BEGIN, the lock, the upsert, a COMMIT and a count). The statement takes the
 * same shared lock on the cart row as `editOpenCart`: an order being placed holds it exclusively, and
 * once that order commits the cart is no longer open, so nothing is stored. It also checks that the
 * caller's session is alive (decision 026; `sessionId` null: a token naming none, nothing to check), and
 * stores nothing when it is not (docs/decisions/050-portal-throughput.md). Answers the number of lines
 * then in the cart (the other pairs of its snapshot, plus this one), or null when the shop has no open
 * cart: the caller then takes `editOpenCart`, which opens one.
 */
export async function storeLineInOpenCart(
  db: Database,
  shopId: number,
  sessionId: string | null,
  now: Date,
  line: StoredLine,
): Promise<StoreLineOutcome> {
  const alive = sessionId === null ? sql`true` : sessionAliveSql(sql`${sessionId}::uuid`)
  const result = (await db.execute(sql`
    with live_session as (select ${alive} as alive),
    open_cart as (
      select id from carts
      where shop_id = ${shopId} and status = 'open' and (select alive from live_session)
      for share
    ),
    stored as (
      insert into cart_lines (cart_id, product_id, option_id, quantity, created_at)
      select id, ${line.productId}, ${line.optionId}, ${line.quantity}, ${now.toISOString()}::timestamptz
      from open_cart
      on conflict (cart_id, product_id, option_id) do update set quantity = excluded.quantity
      returning cart_id
    )
    select live_session.alive, (
      select 1 + (
        select count(*) from cart_lines
        where cart_id = stored.cart_id and (product_id, option_id) <> (${line.productId}, ${line.optionId})
      )
      from stored
    ) as total
    from live_session
  `)) as unknown as { rows: { alive: boolean; total: number | string | null }[] }
  const [row] = result.rows
  if (row?.alive !== true) return { alive: false }
  return { alive: true, total: row.total === null ? null : Number(row.total) }
}
