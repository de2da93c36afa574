import { and, eq, exists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../platform/db/database'
import { brands, shops } from '../../platform/db/schema'
import { shopAddressColumns } from '../../platform/db/shop-projection'
import type { ShopRepository } from './shop-repository'

const validated = alias(shops, 'validated_shops')

export function drizzleShopRepository(db: Database): ShopRepository {
  return {
    async findCredentialsByIdentifiant(identifiant) {
      const rows = await db
        .select({ id: shops.id, passwordHash: shops.passwordHash })
        .from(shops)
        // A deactivated shop logs in no more than an unknown one (decision 033).
        .where(and(eq(shops.identifiant, identifiant), eq(shops.active, true)))
      return rows[0] ?? null
    },

    async findProfileById(id) {
      const validatesOthers = exists(
        db.select({ one: sql`1` }).from(validated).where(eq(validated.validatorId, shops.id)),
      )
      const rows = await db
        .select({
          shop: shops,
          brand: brands,
          address: shopAddressColumns(shops),
          isValidator: sql<boolean>`${validatesOthers}`,
        })
        .from(shops)
        .innerJoin(brands, eq(brands.id, shops.brandId))
        .where(eq(shops.id, id))
      const row = rows[0]
      if (row === undefined) return null
      const { shop, brand } = row
      return {
        id: shop.id,
        identifiant: shop.identifiant,
        name: shop.name,
        email: shop.email,
        address: row.address,
        validatorId: shop.validatorId,
        isValidator: Boolean(row.isValidator),
        brand: {
          id: brand.id,
          name: brand.name,
          franco: { quantity: brand.francoQty, amountCents: brand.francoPrice },
          shippingFeeCents: brand.shippingFee,
        },
      }
    },
  }
}
