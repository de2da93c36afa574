import pg from 'pg'

// Keeps the catalogue-brochures job busy while `during` runs (PostgreSQL only: the bench reaches the
// server's database from outside): every second, a product's name changes (so every catalogue's PDF
// must be drawn again, decision 049) and the job is made due; the server's job loop takes it within
// its 2 s tick. Returns how many runs of the job started meanwhile.
export async function whilePdfJobRuns<T>(databaseUrl: string, during: () => Promise<T>) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const runs = async () =>
    Number((await db.query("SELECT runs FROM job_schedules WHERE name = 'catalogue-brochures'")).rows[0]?.runs ?? 0)
  const first = await runs()
  let flip = false
  const trigger = async () => {
    flip = !flip
    const name = flip ? "name || ' (banc)'" : "regexp_replace(name, ' \\(banc\\)$', '')"
    await db.query(`UPDATE showcase_products SET name = ${name} WHERE id = (SELECT min(id) FROM showcase_products)`)
    await db.query("UPDATE job_schedules SET next_run_at = now() WHERE name = 'catalogue-brochures'")
  }
  await trigger()
  const timer = setInterval(() => void trigger().catch(() => undefined), 1000)
  try {
    const result = await during()
    return { result, jobRuns: (await runs()) - first }
  } finally {
    clearInterval(timer)
    await db.end()
  }
}
