import { count, eq, ilike, inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { byPosition } from '../../platform/db/ordered-rows'
import { attributes, attributeValues, variantAttributeValues } from '../../platform/db/schema-showcase'
import { containsPattern, deleteById, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { AttributeRecord, AttributeRow, AttributeStore, AttributeUnit } from './catalog-admin-store'
import { catalogChecks } from './catalog-checks.drizzle'

// Each attribute with its values in their order, each value with the number of variants using it.
async function withValues(db: Database | Transaction, rows: AttributeRow[]): Promise<AttributeRecord[]> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const values = await db
    .select()
    .from(attributeValues)
    .where(inArray(attributeValues.attributeId, ids))
    .orderBy(...byPosition(attributeValues))
  const uses = await db
    .select({ valueId: variantAttributeValues.attributeValueId, n: count() })
    .from(variantAttributeValues)
    .where(inArray(variantAttributeValues.attributeId, ids))
    .groupBy(variantAttributeValues.attributeValueId)
  const usesOf = new Map(uses.map((use) => [use.valueId, Number(use.n)]))
  return rows.map((row) => ({
    ...row,
    values: values
      .filter((value) => value.attributeId === row.id)
      .map((value) => ({ ...value, variantCount: usesOf.get(value.id) ?? 0 })),
  }))
}

async function readOne(db: Database | Transaction, id: number, lock: boolean) {
  const row = await rowById(db, attributes, id, lock)
  return row === null ? null : ((await withValues(db, [row]))[0] ?? null)
}

export function drizzleAttributeStore(db: Database): AttributeStore {
  return {
    async listAll(text) {
      const rows = await db
        .select()
        .from(attributes)
        .where(text === null ? undefined : ilike(attributes.name, containsPattern(text)))
        .orderBy(...byPosition(attributes))
      return withValues(db, rows)
    },
    find: (id) => readOne(db, id, false),
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: AttributeUnit = {
          ...catalogChecks(tx),
          lock: (id) => readOne(tx, id, true),
          async insert(values) {
            const [row] = await tx.insert(attributes).values(values).returning()
            if (row === undefined) throw new Error('attribute not inserted')
            return row
          },
          update: (id, version, values) => updateVersioned(tx, attributes, id, version, values),
          async insertValue(attributeId, fields) {
            await tx.insert(attributeValues).values({ ...fields, attributeId })
          },
          async updateValue(valueId, fields) {
            await tx.update(attributeValues).set(fields).where(eq(attributeValues.id, valueId))
          },
          async removeValues(valueIds) {
            if (valueIds.length > 0) await tx.delete(attributeValues).where(inArray(attributeValues.id, [...valueIds]))
          },
          remove: (id) => deleteById(tx, attributes, id),
          async reread(id) {
            const record = await readOne(tx, id, false)
            if (record === null) throw new Error('attribute vanished')
            return record
          },
        }
        return work(unit)
      }),
  }
}
