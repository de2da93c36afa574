import { and, asc, eq, inArray, notExists } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { byPosition } from '../../platform/db/ordered-rows'
import {
  attributeValues,
  productVariants,
  showcaseProducts,
  variantAttributeValues,
} from '../../platform/db/schema-showcase'
import { deleteById, rowById, valueTaken } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { ValuePair, VariantRecord, VariantRow, VariantStore, VariantUnit } from './catalog-admin-store'
import { catalogChecks } from './catalog-checks.drizzle'

async function withValues(db: Database | Transaction, rows: VariantRow[]): Promise<VariantRecord[]> {
  if (rows.length === 0) return []
  const pairs = await db
    .select()
    .from(variantAttributeValues)
    .where(
      inArray(
        variantAttributeValues.variantId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(variantAttributeValues.attributeId))
  return rows.map((row) => ({
    ...row,
    values: pairs
      .filter((pair) => pair.variantId === row.id)
      .map((pair) => ({ attributeId: pair.attributeId, valueId: pair.attributeValueId })),
  }))
}

async function readOne(db: Database | Transaction, productId: number, id: number, lock: boolean) {
  const query = db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)))
  const [row] = lock ? await query.for('update') : await query
  return row === undefined ? null : ((await withValues(db, [row]))[0] ?? null)
}

async function replacePairs(tx: Transaction, variantId: number, pairs: readonly ValuePair[]) {
  await tx.delete(variantAttributeValues).where(eq(variantAttributeValues.variantId, variantId))
  if (pairs.length === 0) return
  await tx
    .insert(variantAttributeValues)
    .values(pairs.map((pair) => ({ variantId, attributeId: pair.attributeId, attributeValueId: pair.valueId })))
}

export function drizzleVariantStore(db: Database): VariantStore {
  return {
    async list(productId) {
      if ((await rowById(db, showcaseProducts, productId)) === null) return null
      const rows = await db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(...byPosition(productVariants))
      return withValues(db, rows)
    },
    find: (productId, id) => readOne(db, productId, id, false),
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: VariantUnit = {
          ...catalogChecks(tx),
          productExists: async (productId) => (await rowById(tx, showcaseProducts, productId, true)) !== null,
          lock: (productId, id) => readOne(tx, productId, id, true),
          referenceTaken: (reference, exceptId) =>
            valueTaken(tx, productVariants, productVariants.reference, reference, {
              lockKey: `vitrine-variant-reference:${reference}`,
              exceptId,
            }),
          async attributesOfValues(valueIds) {
            if (valueIds.length === 0) return new Map()
            const rows = await tx
              .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
              .from(attributeValues)
              .where(inArray(attributeValues.id, [...valueIds]))
            return new Map(rows.map((row) => [row.id, row.attributeId]))
          },
          async insert(productId, values, pairs) {
            const [row] = await tx
              .insert(productVariants)
              .values({ ...values, productId })
              .returning()
            if (row === undefined) throw new Error('variant not inserted')
            await replacePairs(tx, row.id, pairs)
            return { ...row, values: [...pairs] }
          },
          async update(id, version, values, pairs) {
            const row = await updateVersioned(tx, productVariants, id, version, values)
            if (row === null) return null
            await replacePairs(tx, id, pairs)
            return { ...row, values: [...pairs] }
          },
          remove: (id) => deleteById(tx, productVariants, id),
          async unpublishIfEmpty(productId, now) {
            const left = tx
              .select({ id: productVariants.id })
              .from(productVariants)
              .where(eq(productVariants.productId, productId))
            const rows = await tx
              .update(showcaseProducts)
              .set({ published: false, updatedAt: now })
              .where(and(eq(showcaseProducts.id, productId), eq(showcaseProducts.published, true), notExists(left)))
              .returning({ id: showcaseProducts.id })
            return rows.length > 0
          },
          async touchProduct(productId, now) {
            await tx.update(showcaseProducts).set({ updatedAt: now }).where(eq(showcaseProducts.id, productId))
          },
        }
        return work(unit)
      }),
  }
}
