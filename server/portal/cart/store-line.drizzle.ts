import { type SQL, sql } from 'drizzle-orm'
import { sessionAliveSql } from '../../platform/auth/auth.public'
import type { Database } from '../../platform/db/database'
import { preparedStatement } from '../../platform/db/prepared-query'

export type StoredLine = { productId: number; optionId: number; quantity: number }

// `alive` false: the caller's session has ended, nothing was stored. `total` null: no open cart.
export type StoreLineOutcome = { alive: false } | { alive: true; total: number | null }

const productId = sql`${sql.placeholder('productId')}::integer`
const optionId = sql`${sql.placeholder('optionId')}::integer`

// One text per kind of caller: a session to check, or none (the server's own call).
const storeStatement = (alive: SQL) => sql`
  with live_session as (select ${alive} as alive),
  open_cart as (
    select id from carts
    where shop_id = ${sql.placeholder('shopId')} and status = 'open' and (select alive from live_session)
    for share
  ),
  stored as (
    insert into cart_lines (cart_id, product_id, option_id, quantity, created_at)
    select id, ${productId}, ${optionId}, ${sql.placeholder('quantity')}::integer,
      ${sql.placeholder('createdAt')}::timestamptz
    from open_cart
    on conflict (cart_id, product_id, option_id) do update set quantity = excluded.quantity
    returning cart_id
  )
  select live_session.alive, (
    select 1 + (
      select count(*) from cart_lines
      where cart_id = stored.cart_id
        and (product_id, option_id) <> (${productId}, ${optionId})
    )
    from stored
  ) as total
  from live_session
`

type StoreRow = { alive: boolean; total: number | string | null }

// Prepared: the add to cart is the portal's most frequent write (docs/decisions/061, addendum).
const storeForSession = preparedStatement<StoreRow>(
  'portal_store_line',
  storeStatement(sessionAliveSql(sql`${sql.placeholder('sessionId')}::uuid`)),
)
const storeForServer = preparedStatement<StoreRow>('portal_store_line_for_server', storeStatement(sql`true`))

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
  const values = { shopId, ...line, createdAt: now.toISOString() }
  const [row] =
    sessionId === null
      ? await storeForServer(db).rows(values)
      : await storeForSession(db).rows({ ...values, sessionId })
  if (row?.alive !== true) return { alive: false }
  return { alive: true, total: row.total === null ? null : Number(row.total) }
}
