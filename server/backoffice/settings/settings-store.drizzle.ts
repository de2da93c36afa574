import { and, eq, sql } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database } from '../../platform/db/database'
import { settings } from '../../platform/db/schema-backoffice'
import { readSettings } from './settings-reader.drizzle'
import type { SettingsStore } from './settings-store'

export function drizzleSettingsStore(db: Database): SettingsStore {
  return {
    read: () => readSettings(db),
    run: (work) =>
      db.transaction((tx) =>
        work({
          async lock() {
            await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for('update')
            return readSettings(tx)
          },
          async update(version, values, now) {
            const [row] = await tx
              .update(settings)
              .set({ ...values, updatedAt: now, version: sql`${settings.version} + 1` })
              .where(and(eq(settings.id, 1), eq(settings.version, version)))
              .returning({ id: settings.id })
            return row === undefined ? null : readSettings(tx)
          },
          audit: (entry) => recordAudit(tx, entry),
        }),
      ),
  }
}
