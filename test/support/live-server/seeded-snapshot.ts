import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgliteHandle } from '../../../server/platform/db/database'
import { seedDemoData } from '../../../server/seed/demo-seed'
import { cheapPasswords } from '../../server/support/builders'

// The demo database (schema + demo seed) is built once and kept as a PGlite data-dir dump, keyed by
// the files that shape it: a migrated, seeded PGlite costs seconds, loading the dump a fraction.
const SOURCES = ['drizzle', 'server/seed', 'server/platform/db', 'content/seed']
const CACHE_DIR = '.tmp/live-server'

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (statSync(path).isFile()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)))
}

function sourcesHash(): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

async function buildSnapshot(): Promise<Blob> {
  const client = new PGlite()
  const handle = await pgliteHandle(client)
  await handle.migrate()
  await seedDemoData(handle.db, cheapPasswords, { isProduction: false })
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}

/** The seeded data dir as a Blob, from the cache when its sources have not changed. */
export async function seededSnapshot(): Promise<Blob> {
  const file = join(CACHE_DIR, `demo-${sourcesHash()}.tar`)
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const dump = await buildSnapshot()
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written aside then renamed, so a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, file)
  return dump
}
