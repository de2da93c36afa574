import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { settings } from '../../platform/db/schema-backoffice'
import type { Settings, SettingsReader } from './settings'

// The migration inserts the one row; reading it never has to invent defaults.
export async function readSettings(db: Database | Transaction): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1))
  if (row === undefined) throw new Error('La ligne des paramètres (settings, id 1) est absente.')
  const { id: _one, ...values } = row
  return values
}

export function drizzleSettingsReader(db: Database): SettingsReader {
  return { read: () => readSettings(db) }
}
