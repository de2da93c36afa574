import pg from 'pg'

// A database of its own beside DATABASE_URL's (same server, name `<database>_<suffix>`), created
// empty for `use` and dropped after it: each benchmark starts from a first start, whatever ran before.
export async function withScratchDatabase<T>(
  url: string,
  suffix: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const target = new URL(url)
  const database = `${target.pathname.slice(1)}_${suffix}`
  target.pathname = `/${database}`
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  await admin.query(`CREATE DATABASE "${database}"`)
  try {
    return await use(target.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await admin.end()
  }
}
