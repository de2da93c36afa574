import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'

// drizzle/0015 (docs/decisions/071-vat-rate-basis-points.md) on a database that holds a rate and an order
// placed before it: both become basis points, so the order keeps pricing at its own rate. It runs on PGlite
// whatever the engine: it needs a database of its own, migrated in two steps.

const folders: string[] = []

/** The project's migrations up to `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'vat-migration-'))
  folders.push(folder)
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  const entries = journal.entries.slice(0, last + 1)
  mkdirSync(join(folder, 'meta'))
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries) cpSync(join('drizzle', `${tag}.sql`), join(folder, `${tag}.sql`))
  return folder
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

describe('drizzle/0015: the VAT rate in basis points', () => {
  it('converts the settings rate and every order snapshot (x100) and keeps the check at 0 to 100 %', async () => {
    const client = new PGlite()
    const db = drizzle({ client })
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo('0014_former_slug_triggers') })
      await db.execute(sql`update settings set vat_rate_percent = 7 where id = 1`)
      // An order as 0014 stored it; its shop and cart do not matter here.
      await db.execute(sql`set session_replication_role = replica`)
      await db.execute(sql`insert into orders (number, shop_id, cart_id, status, shipping_fee, lines_count,
        total_quantity, subtotal, shipping, vat, total_ttc) values ('A', 1, 1, 'validated', 0, 0, 0, 0, 0, 0, 0)`)
      await db.execute(sql`insert into orders (number, shop_id, cart_id, status, shipping_fee, lines_count,
        total_quantity, subtotal, shipping, vat, total_ttc, vat_rate_percent)
        values ('B', 1, 2, 'validated', 0, 0, 0, 0, 0, 0, 0, 10)`)
      await db.execute(sql`set session_replication_role = origin`)

      await migrate(db, { migrationsFolder: migrationsUpTo('0015_vat_basis_points') })

      const settings = await db.execute(sql`select vat_rate_basis_points as rate from settings`)
      expect(settings.rows).toEqual([{ rate: 700 }])
      const orders = await db.execute(sql`select number, vat_rate_basis_points as rate from orders order by number`)
      expect(orders.rows).toEqual([
        { number: 'A', rate: 2000 },
        { number: 'B', rate: 1000 },
      ])
      await expect(db.execute(sql`update settings set vat_rate_basis_points = 10001`)).rejects.toThrow()
      await db.execute(sql`update settings set vat_rate_basis_points = 550`)
      await db.execute(sql`delete from settings`)
      await db.execute(sql`insert into settings (id) values (1)`)
      expect((await db.execute(sql`select vat_rate_basis_points as rate from settings`)).rows).toEqual([{ rate: 2000 }])
    } finally {
      await client.close()
    }
  })
})
