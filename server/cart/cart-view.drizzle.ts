import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { perDatabase } from '../db/prepared-query'
import { commercialTermsColumns } from '../db/brand-projection'
import type { Database } from '../db/database'
import { productOptionColumns } from '../db/product-option-projection'
import { brands, shops } from '../db/schema'
import { deliveryShopColumns } from '../db/shop-projection'
import { cartLines, carts, productOptions, products } from '../db/schema-portal'
import type { CartLineView, CartView } from './cart-records'
import { toDeliveryShop } from './shop-columns'

const owner = alias(shops, 'cart_owner')
const delivery = alias(shops, 'delivery_shop')

// The cart with its terms, delivery shop and lines, filtered by the caller.
const cartViewSelect = (db: Database) =>
  db
    .select({
      id: carts.id,
      referencePo: carts.referencePo,
      comment: carts.comment,
      ...commercialTermsColumns,
      delivery: deliveryShopColumns(delivery),
      lineId: cartLines.id,
      quantity: cartLines.quantity,
      product: { id: products.id, name: products.name, reference: products.reference, imageUrl: products.imageUrl },
      option: productOptionColumns,
    })
    .from(carts)
    .innerJoin(owner, eq(owner.id, carts.shopId))
    .innerJoin(brands, eq(brands.id, owner.brandId))
    .leftJoin(delivery, eq(delivery.id, carts.deliveryShopId))
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productOptions, eq(productOptions.id, cartLines.optionId))

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

type CartViewRow = Awaited<ReturnType<ReturnType<typeof openCartQuery>['execute']>>[number]

// The open cart in one round trip: one row per line, or one row with no line.
export async function readOpenCart(db: Database, shopId: number): Promise<CartView | null> {
  return toCartView(await openCartQuery(db).execute({ shopId }))
}

export async function readCart(db: Database, shopId: number, cartId: number): Promise<CartView | null> {
  return toCartView(await cartByIdQuery(db).execute({ shopId, cartId }))
}

function toCartView(rows: readonly CartViewRow[]): CartView | null {
  const [header] = rows
  if (header === undefined) return null
  const lines: CartLineView[] = rows.flatMap((row) =>
    row.lineId === null || row.quantity === null || row.product === null || row.option === null
      ? []
      : [{ id: row.lineId, quantity: row.quantity, product: row.product, option: row.option }],
  )
  return {
    id: header.id,
    lines,
    deliveryShop: toDeliveryShop(header.delivery),
    referencePo: header.referencePo,
    comment: header.comment,
    terms: {
      francoQty: header.francoQty,
      francoPrice: header.francoPrice,
      shippingFee: header.shippingFee,
      vatRatePercent: header.vatRatePercent,
    },
  }
}
