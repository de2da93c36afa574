import pg from 'pg'

// Tests that need databases of their own on the PostgreSQL of DATABASE_URL (a server process, a
// migration race): create, use and drop them with plain statements, outside any app wiring.
export function adminUrl(): string {
  const url = process.env.DATABASE_URL
  if (url === undefined || url === '') throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL')
  return url
}

export const databaseUrl = (name: string) => Object.assign(new URL(adminUrl()), { pathname: `/${name}` }).toString()

export async function query<T = Record<string, unknown>>(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(statement, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export const onAdmin = (statement: string) => query(adminUrl(), statement)
