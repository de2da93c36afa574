import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { drizzleAccountRepository } from '../../../server/portal/account/account-repository.drizzle'
import { accountUseCases } from '../../../server/portal/account/account-use-cases'
import type { Database } from '../../../server/platform/db/database'
import * as schema from '../../../server/platform/db/schema'
import { mailOutbox, passwordResetTokens } from '../../../server/platform/db/schema-support'
import type { AfterResponse } from '../../../server/platform/http/after-response'
import type { MailMessage } from '../../../server/platform/mail/mail.public'
import { aShop, cheapPasswords } from '../support/builders'
import { call, expectJson } from '../support/portal-http'
import { useTestApp } from '../support/test-app'

// Forgot-password must not tell, by its timing, which accounts exist (decision 022). Timings are
// not testable; what makes them equal is: the same statements before the answer, the mail after it.

// The after-answer queue, run only when the test says so.
const queued: Array<() => Promise<unknown>> = []
const manualQueue: AfterResponse = {
  run: (task) => void queued.push(task),
  settled: async () => {
    while (queued.length > 0) await queued.shift()?.()
  },
}
const t = useTestApp({ afterResponse: manualQueue })

const REQUESTED = 'Votre demande a bien été envoyée, veuillez consulter votre email.'
const forgot = (identifiant: string) => call(t.app, 'POST', '/forgot-password', { body: { identifiant } })

// The same database, through a drizzle instance that records the SQL text of every statement.
function recordingDatabase(): { db: Database; statements: string[] } {
  const statements: string[] = []
  const logger = { logQuery: (query: string) => void statements.push(query) }
  const client: unknown = (t.db as unknown as { $client: unknown }).$client
  const db =
    process.env.TEST_DB_ENGINE === 'postgres'
      ? drizzleNodePostgres({ client: client as pg.Pool, schema, logger })
      : drizzlePglite({ client: client as PGlite, schema, logger })
  return { db: db as unknown as Database, statements }
}

describe('forgot-password timing', () => {
  it('runs the same statements for a known and an unknown identifiant, and mails only later', async () => {
    await aShop(t.db, { identifiant: 'boutique-connue' })
    const { db, statements } = recordingDatabase()
    const mails: MailMessage[] = []
    const later: Array<() => Promise<unknown>> = []
    const account = accountUseCases({
      accounts: drizzleAccountRepository(db),
      mail: { send: async (message) => (mails.push(message), { id: mails.length }) },
      passwords: cheapPasswords,
      clock: t.clock,
      publicUrl: 'http://localhost:3000',
      linkSecret: 'inutilise-ici',
      afterResponse: (task) => void later.push(task),
    })

    await account.requestPasswordReset('boutique-connue')
    const known = statements.splice(0)
    await account.requestPasswordReset('boutique-inconnue')
    const unknown = statements.splice(0)

    expect(known.length).toBeGreaterThan(0)
    expect(unknown).toEqual(known)
    expect(mails).toEqual([])
    expect(later).toHaveLength(1)
    await later[0]?.()
    expect(mails.map((mail) => mail.subject)).toEqual(['Réinitialisation de votre mot de passe'])
  })

  it('answers before the mail is written, then writes it', async () => {
    const shop = await aShop(t.db, { identifiant: 'boutique-a-reinitialiser' })

    expect(await expectJson(forgot(shop.identifiant))).toEqual({ message: REQUESTED })

    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(1)
    expect(await t.db.select().from(mailOutbox)).toEqual([])
    expect(queued).toHaveLength(1)
    await manualQueue.settled()
    expect((await t.db.select().from(mailOutbox)).map((mail) => mail.to)).toEqual([shop.email])
  })

  it('queues nothing and stores no token for an unknown identifiant', async () => {
    expect(await expectJson(forgot('personne-ici'))).toEqual({ message: REQUESTED })
    expect(queued).toEqual([])
    expect(await t.db.select().from(passwordResetTokens)).toEqual([])
  })
})
