import { defineConfig } from 'drizzle-kit'

// One schema and one migration set for both engines (PGlite and PostgreSQL).
export default defineConfig({
  schema: './server/platform/db/schema*.ts',
  out: './drizzle',
  dialect: 'postgresql',
})
