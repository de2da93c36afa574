import { asc, count, eq } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database } from '../../platform/db/database'
import { partners } from '../../platform/db/schema-showcase-content'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { PartnerStore, PartnerUnit } from './partner-store'
import { lockValue, mediaKindOf, nextPosition, orderUnitOf } from './home-admin-sql.drizzle'

export function drizzlePartnerStore(db: Database): PartnerStore {
  return {
    async list(window) {
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(partners)
          .orderBy(asc(partners.position), asc(partners.id))
          .limit(window.limit)
          .offset(window.start),
        db.select({ total: count() }).from(partners),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    async find(id) {
      const [row] = await db.select().from(partners).where(eq(partners.id, id))
      return row ?? null
    },
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: PartnerUnit = {
          ...orderUnitOf(tx, partners),
          async lock(id) {
            const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update')
            return row ?? null
          },
          async insert(values, now) {
            await lockValue(tx, 'partners:append')
            const position = await nextPosition(tx, partners)
            const [row] = await tx
              .insert(partners)
              .values({ ...values, position, createdAt: now, updatedAt: now })
              .returning()
            if (row === undefined) throw new Error('partner not inserted')
            return row
          },
          update: (id, version, values, now) =>
            updateVersioned(tx, partners, id, version, {
              ...values,
              updatedAt: now,
            }),
          async remove(id) {
            await tx.delete(partners).where(eq(partners.id, id))
          },
          mediaKind: (id) => mediaKindOf(tx, id),
          audit: (entry) => recordAudit(tx, entry),
        }
        return work(unit)
      }),
  }
}
