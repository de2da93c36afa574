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

// Forgot-password must not tell, by its timing, which accounts exist (decisions 022 and 065). Timings
// are not testable; what makes them equal is: before the answer, the same single step in both cases
// (the work handed to the after-answer queue, no statement run); after it, the same statements, then
// the mail for a known shop alone.

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

function recordingUseCases() {
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
  return { account, statements, mails, later }
}

describe('forgot-password timing', () => {
  it('does the same before answering, known or not: one task queued, no statement', async () => {
    await aShop(t.db, { identifiant: 'boutique-connue' })
    const { account, statements, mails, later } = recordingUseCases()

    await account.requestPasswordReset('boutique-connue')
    await account.requestPasswordReset('boutique-inconnue')

    expect(statements).toEqual([])
    expect(later).toHaveLength(2)
    expect(mails).toEqual([])
  })

  it('runs the same statements after the answer in both cases, and mails only the known shop', async () => {
    await aShop(t.db, { identifiant: 'boutique-connue' })
    const { account, statements, mails, later } = recordingUseCases()
    await account.requestPasswordReset('boutique-connue')
    await account.requestPasswordReset('boutique-inconnue')

    await later[0]?.()
    const known = statements.splice(0)
    await later[1]?.()
    const unknown = statements.splice(0)

    expect(known.length).toBeGreaterThan(0)
    expect(unknown).toEqual(known)
    expect(mails.map((mail) => mail.subject)).toEqual(['Réinitialisation de votre mot de passe'])
  })

  it('answers before the token and the mail are written, then writes them', async () => {
    const shop = await aShop(t.db, { identifiant: 'boutique-a-reinitialiser' })

    expect(await expectJson(forgot(shop.identifiant))).toEqual({ message: REQUESTED })

    expect(await t.db.select().from(passwordResetTokens)).toEqual([])
    expect(queued).toHaveLength(1)
    await manualQueue.settled()
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(1)
    expect((await t.db.select().from(mailOutbox)).map((mail) => mail.to)).toEqual([shop.email])
  })

  it('queues the same task for an unknown identifiant, which stores no token and mails nothing', async () => {
    expect(await expectJson(forgot('personne-ici'))).toEqual({ message: REQUESTED })
    expect(queued).toHaveLength(1)
    await manualQueue.settled()
    expect(await t.db.select().from(passwordResetTokens)).toEqual([])
    expect(await t.db.select().from(mailOutbox)).toEqual([])
  })
})
