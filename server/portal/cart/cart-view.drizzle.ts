import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { sessionAliveSql } from '../../platform/auth/auth.public'
import { perDatabase } from '../../platform/db/prepared-query'
import {
  closureDaysOf,
  commercialTermsColumns,
  commercialTermsOf,
  deliveryCalendarColumns,
} from '../../platform/db/brand-projection'
import type { Database } from '../../platform/db/database'
import {
  bookListJoin,
  bookPriceJoin,
  productOptionColumnsWithJoinedBook,
} from '../../platform/db/product-option-projection'
import { brands, shops } from '../../platform/db/schema'
import { settings } from '../../platform/db/schema-backoffice'
import { deliveryShopColumns } from '../../platform/db/shop-projection'
import { cartLines, carts, productOptions, products } from '../../platform/db/schema-portal'
import { artworks, cartLineArtworks } from '../../platform/db/schema-proofs'
import { stockBalances } from '../../platform/db/schema-stock'
import { promisedDayFrom } from '../../../src/domain/delivery-promise'
import type { PriceTier } from '../../../src/domain/price-tiers'
import { type CalendarDay, parisCalendarDay } from '../../../src/domain/working-days'
import type { CartLineView, CartView, ProductSummary } from './cart-records'
import { toDeliveryShop } from './shop-columns'

const owner = alias(shops, 'cart_owner')
const delivery = alias(shops, 'delivery_shop')

// The cart with its terms, delivery shop and lines. Each option carries the book the owner's brand pays on the
// Paris day passed as `today`, and each product its production days (docs/decisions/075): still one statement.
const cartViewColumns = {
  id: carts.id,
  referencePo: carts.referencePo,
  comment: carts.comment,
  ...commercialTermsColumns,
  ...deliveryCalendarColumns,
  delivery: deliveryShopColumns(delivery),
  lineId: cartLines.id,
  quantity: cartLines.quantity,
  product: {
    id: products.id,
    name: products.name,
    reference: products.reference,
    imageUrl: products.imageUrl,
    leadTimeDays: products.leadTimeDays,
  },
  option: productOptionColumnsWithJoinedBook,
  // The artwork a "BAT requis" line prints; no row is "fichier à venir" (docs/decisions/076-proof-approval.md).
  artwork: { id: artworks.id, fileName: artworks.fileName },
  // The brand's account of the option: the line ships from stock when it exists (docs/decisions/077-brand-stock.md).
  stock: stockBalances.balance,
}

// The one join the brand's stock adds to the cart read (docs/decisions/077-brand-stock.md, "Consequences").
const stockJoin = [
  stockBalances,
  and(eq(stockBalances.brandId, owner.brandId), eq(stockBalances.optionId, cartLines.optionId)),
] as const

// The cart with its terms, delivery shop and lines, filtered by the caller.
const cartViewSelect = (db: Database) =>
  db
    .select(cartViewColumns)
    .from(carts)
    .innerJoin(owner, eq(owner.id, carts.shopId))
    .innerJoin(brands, eq(brands.id, owner.brandId))
    .leftJoin(delivery, eq(delivery.id, carts.deliveryShopId))
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productOptions, eq(productOptions.id, cartLines.optionId))
    .leftJoin(...bookListJoin(sql`${owner.brandId}`, sql.placeholder('today')))
    .leftJoin(...bookPriceJoin)
    .leftJoin(cartLineArtworks, eq(cartLineArtworks.cartLineId, cartLines.id))
    .leftJoin(artworks, eq(artworks.id, cartLineArtworks.artworkId))
    .leftJoin(...stockJoin)

// Prepared: the cart is read on every page, so it is neither rebuilt nor re-planned each time.
const openCartQuery = perDatabase((db) =>
  cartViewSelect(db)
    .where(and(eq(carts.shopId, sql.placeholder('shopId')), eq(carts.status, 'open')))
    .orderBy(asc(cartLines.id))
    .prepare('portal_open_cart'),
)

// A cart known by id, whatever its status now (see openCart in cart-repository.drizzle.ts).
const cartByIdQuery = perDatabase((db) =>
  cartViewSelect(db)
    .where(and(eq(carts.id, sql.placeholder('cartId')), eq(carts.shopId, sql.placeholder('shopId'))))
    .orderBy(asc(cartLines.id))
    .prepare('portal_cart_by_id'),
)

// The open cart and, in the same statement, whether the caller's session is alive (decision 026, checked
// here rather than by a query of its own: docs/decisions/050-portal-throughput.md). Always one row at
// least, from the session: `alive` false and nothing of the cart when the session has ended; `alive` true
// and no cart (null id) when the shop has no open cart. The same joins as `cartViewSelect`, left ones
// because they hang from the session's row (the owner and its brand always exist: foreign keys).
// The settings' VAT rate and closing days come with it, from one read of their row rather than a subselect each,
// and `offset 0` keeps the session check one subquery evaluated once: each relation a statement touches costs
// the database its opening on every execution (docs/decisions/075, addendum).
const liveSession = sql`(select ${sessionAliveSql(sql.placeholder('sessionId'))} as alive,
    ${settings.vatRateBasisPoints} as vat_rate_basis_points, ${settings.closureDays}::text as closure_days
  from (values (1)) as one (id) left join ${settings} on ${settings.id} = 1 offset 0) as live_session`
const liveSessionColumns = {
  alive: sql<boolean>`live_session.alive`,
  ...cartViewColumns,
  vatRateBasisPoints: sql<number>`live_session.vat_rate_basis_points`.mapWith(Number),
  closureDaysText: sql<string | null>`live_session.closure_days`,
}

const openCartOfLiveSessionQuery = perDatabase((db) =>
  db
    .select(liveSessionColumns)
    .from(liveSession)
    .leftJoin(
      carts,
      and(sql`live_session.alive`, eq(carts.shopId, sql.placeholder('shopId')), eq(carts.status, 'open')),
    )
    .leftJoin(owner, eq(owner.id, carts.shopId))
    .leftJoin(brands, eq(brands.id, owner.brandId))
    .leftJoin(delivery, eq(delivery.id, carts.deliveryShopId))
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productOptions, eq(productOptions.id, cartLines.optionId))
    .leftJoin(...bookListJoin(sql`${owner.brandId}`, sql.placeholder('today')))
    .leftJoin(...bookPriceJoin)
    .leftJoin(cartLineArtworks, eq(cartLineArtworks.cartLineId, cartLines.id))
    .leftJoin(artworks, eq(artworks.id, cartLineArtworks.artworkId))
    .leftJoin(...stockJoin)
    .orderBy(asc(cartLines.id))
    .prepare('portal_open_cart_of_live_session'),
)

// The open cart in one round trip: one row per line, or one row with no line.
export async function readOpenCart(db: Database, shopId: number, now: Date): Promise<CartView | null> {
  const today = parisCalendarDay(now)
  return toCartView(await openCartQuery(db).execute({ shopId, today }), today)
}

export async function readCart(db: Database, shopId: number, cartId: number, now: Date): Promise<CartView | null> {
  const today = parisCalendarDay(now)
  return toCartView(await cartByIdQuery(db).execute({ shopId, cartId, today }), today)
}

export type OpenCartOfSession = { alive: false } | { alive: true; cart: CartView | null }

// The open cart and the live session check in one round trip (the cart read of every page).
export async function readOpenCartOfLiveSession(
  db: Database,
  shopId: number,
  sessionId: string,
  now: Date,
): Promise<OpenCartOfSession> {
  const today = parisCalendarDay(now)
  const rows = await openCartOfLiveSessionQuery(db).execute({ shopId, sessionId, today })
  if (rows[0]?.alive !== true) return { alive: false }
  return { alive: true, cart: toCartView(rows, today) }
}

type CartViewRow = {
  id: number | null
  referencePo: string | null
  comment: string | null
  francoQty: number | null
  francoPrice: number | null
  shippingFee: number | null
  vatRateBasisPoints: number
  deliveryDays: number | null
  closureDaysText: string | null
  delivery: Parameters<typeof toDeliveryShop>[0]
  lineId: number | null
  quantity: number | null
  product: (ProductSummary & { leadTimeDays: number | null }) | null
  option: {
    id: number
    label: string
    unitPrice: number
    priceTiers: readonly PriceTier[]
    minimumQuantity: number
    packMultiple: number
    proofRequired: boolean
  } | null
  artwork: { id: number; fileName: string } | null
  stock: number | null
}

function toCartView(rows: readonly CartViewRow[], today: CalendarDay): CartView | null {
  const [header] = rows
  if (header === undefined || header.id === null) return null
  if (header.shippingFee === null) throw new Error(`cart ${header.id} read without its brand`)
  const deliveryDays = header.deliveryDays ?? 0
  const calendar = { closureDays: closureDaysOf(header.closureDaysText) }
  const lines: CartLineView[] = rows.flatMap((row) => {
    if (row.lineId === null || row.quantity === null || row.product === null || row.option === null) return []
    const { leadTimeDays, ...product } = row.product
    // Ordered now (docs/decisions/075): the product's production days, then the brand's delivery days; a line
    // from stock has no production days (docs/decisions/077-brand-stock.md).
    const productionDays = row.stock === null ? leadTimeDays : 0
    const estimatedDelivery = promisedDayFrom(today, { productionDays, deliveryDays }, calendar)
    const { lineId: id, quantity, artwork, stock } = row
    return [{ id, quantity, product, option: row.option, artwork, estimatedDelivery, stock }]
  })
  return {
    id: header.id,
    lines,
    deliveryShop: toDeliveryShop(header.delivery),
    referencePo: header.referencePo,
    comment: header.comment,
    terms: commercialTermsOf({ ...header, shippingFee: header.shippingFee }),
  }
}
