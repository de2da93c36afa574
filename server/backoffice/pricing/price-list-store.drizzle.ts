import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { brands } from '../../platform/db/schema'
import { productOptions, products } from '../../platform/db/schema-portal'
import { brandPriceLists, brandPrices } from '../../platform/db/schema-pricing'
import { recordAudit } from '../../platform/audit/audit.public'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { PriceListRecord, PriceListStore, PriceListUnit, PriceListValues, PriceRecord } from './price-list-store'

// Brand price lists over drizzle (docs/decisions/075-price-tiers-price-lists-lead-times.md): a list's row and
// its prices are written together in the unit's transaction, after the brand's row is locked.

type Reader = Database | Transaction
type ListRow = typeof brandPriceLists.$inferSelect

const optionNames = {
  optionId: productOptions.id,
  productName: products.name,
  productReference: products.reference,
  optionLabel: productOptions.label,
}

async function pricesOf(db: Reader, listIds: readonly number[]): Promise<Map<number, PriceRecord[]>> {
  const byList = new Map<number, PriceRecord[]>(listIds.map((id) => [id, []]))
  if (listIds.length === 0) return byList
  const rows = await db
    .select({
      listId: brandPrices.listId,
      ...optionNames,
      unitPrice: brandPrices.unitPrice,
      priceTiers: brandPrices.priceTiers,
    })
    .from(brandPrices)
    .innerJoin(productOptions, eq(productOptions.id, brandPrices.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(inArray(brandPrices.listId, [...listIds]))
    .orderBy(asc(products.name), asc(productOptions.id))
  for (const { listId, ...price } of rows) byList.get(listId)?.push(price)
  return byList
}

async function withPrices(db: Reader, rows: readonly ListRow[]): Promise<PriceListRecord[]> {
  const prices = await pricesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({ ...row, prices: prices.get(row.id) ?? [] }))
}

async function listById(db: Reader, listId: number): Promise<PriceListRecord | null> {
  const rows = await db.select().from(brandPriceLists).where(eq(brandPriceLists.id, listId))
  return (await withPrices(db, rows))[0] ?? null
}

async function writePrices(tx: Transaction, listId: number, values: PriceListValues): Promise<void> {
  await tx.delete(brandPrices).where(eq(brandPrices.listId, listId))
  if (values.prices.length === 0) return
  await tx.insert(brandPrices).values(values.prices.map((price) => ({ listId, ...price })))
}

function priceListUnit(tx: Transaction): PriceListUnit {
  return {
    async lockBrand(brandId) {
      const rows = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update')
      return rows.length > 0
    },
    async lockList(brandId, listId) {
      const rows = await tx
        .select()
        .from(brandPriceLists)
        .where(and(eq(brandPriceLists.id, listId), eq(brandPriceLists.brandId, brandId)))
        .for('update')
      return (await withPrices(tx, rows))[0] ?? null
    },
    otherPeriods: (brandId, exceptListId) =>
      tx
        .select({ validFrom: brandPriceLists.validFrom, validTo: brandPriceLists.validTo })
        .from(brandPriceLists)
        .where(
          and(
            eq(brandPriceLists.brandId, brandId),
            exceptListId === null ? undefined : ne(brandPriceLists.id, exceptListId),
          ),
        ),
    async optionsOfBrand(brandId, optionIds) {
      if (optionIds.length === 0) return new Set()
      const rows = await tx
        .select({ id: productOptions.id })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(and(eq(products.brandId, brandId), inArray(productOptions.id, [...optionIds])))
      return new Set(rows.map((row) => row.id))
    },
    async insert(brandId, values, now) {
      const [row] = await tx
        .insert(brandPriceLists)
        .values({
          brandId,
          name: values.name,
          validFrom: values.validFrom,
          validTo: values.validTo,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (row === undefined) throw new Error('price list not inserted')
      await writePrices(tx, row.id, values)
      return (await listById(tx, row.id)) as PriceListRecord
    },
    async update(listId, version, values, now) {
      const { name, validFrom, validTo } = values
      const row = await updateVersioned(tx, brandPriceLists, listId, version, {
        name,
        validFrom,
        validTo,
        updatedAt: now,
      })
      if (row === null) return null
      await writePrices(tx, listId, values)
      return listById(tx, listId)
    },
    async remove(listId) {
      await tx.delete(brandPriceLists).where(eq(brandPriceLists.id, listId))
    },
    audit: (entry) => recordAudit(tx, entry),
  }
}

export function drizzlePriceListStore(db: Database): PriceListStore {
  return {
    async brandExists(brandId) {
      return (await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))).length > 0
    },
    async listsOf(brandId) {
      const rows = await db
        .select()
        .from(brandPriceLists)
        .where(eq(brandPriceLists.brandId, brandId))
        .orderBy(asc(brandPriceLists.validFrom), asc(brandPriceLists.id))
      return withPrices(db, rows)
    },
    optionsOf: (brandId) =>
      db
        .select({ ...optionNames, unitPrice: productOptions.unitPrice })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(and(eq(products.brandId, brandId), eq(products.active, true), eq(productOptions.active, true)))
        .orderBy(asc(products.name), asc(productOptions.id)),
    run: (work) => db.transaction((tx) => work(priceListUnit(tx))),
  }
}
