import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../../../server/platform/db/schema-support'
import { backgroundJobs, createWakeSignal } from '../../../../server/platform/jobs/jobs.public'
import type { MailTransport } from '../../../../server/platform/mail/mail-outbox'
import { createMailSender, createOutboxDelivery } from '../../../../server/platform/wiring/mail.wiring'
import { MAIL_MAX_ATTEMPTS } from '../../../../src/domain/mail-retry'
import { startFakeSmtpServer } from '../../support/fake-smtp-server'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>
beforeAll(async () => {
  smtp = await startFakeSmtpServer()
})
afterAll(async () => smtp.close())

const aMail = (n: number) => ({ to: `boutique-${n}@exemple.fr`, subject: `Commande ${n}`, text: 'Bonjour.' })

// A transport that fails the first `failures` deliveries, then works.
function flakyTransport(failures: number): MailTransport & { tries: number } {
  const transport = {
    tries: 0,
    async deliver() {
      transport.tries += 1
      if (transport.tries <= failures) throw new Error('421 service indisponible')
    },
  }
  return transport
}

describe('the outbox job', () => {
  it('tries a failed mail again after its backoff, and only then', async () => {
    const transport = flakyTransport(2)
    const input = { db: t.db, smtpUrl: null, transport, clock: t.clock, logger: t.logger }
    await createMailSender(input).send(aMail(1))
    const delivery = createOutboxDelivery(input)
    expect(await delivery?.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    // Not due yet: nothing is tried.
    expect(await delivery?.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    t.clock.advance(30_000)
    expect(await delivery?.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    t.clock.advance(30_000)
    expect(await delivery?.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    t.clock.advance(30_000)
    expect(await delivery?.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const [stored] = await t.db.select().from(mailOutbox)
    expect(stored).toMatchObject({ status: 'sent', attempts: 3, lastError: null })
    expect(transport.tries).toBe(3)
  })

  it('marks a mail failed only after its last try', async () => {
    const transport = flakyTransport(Number.POSITIVE_INFINITY)
    const input = { db: t.db, smtpUrl: null, transport, clock: t.clock, logger: t.logger }
    await createMailSender(input).send(aMail(2))
    const delivery = createOutboxDelivery(input)
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await delivery?.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
      expect((await t.db.select().from(mailOutbox))[0]?.status).toBe('pending')
      t.clock.advance(60 * 60 * 1000)
    }
    expect(await delivery?.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 })
    expect((await t.db.select().from(mailOutbox))[0]).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS })
    t.clock.advance(24 * 60 * 60 * 1000)
    expect(await delivery?.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(transport.tries).toBe(MAIL_MAX_ATTEMPTS)
  })

  it('sends each of 60 queued mails exactly once with three runners at work together', async () => {
    const input = { db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, clock: t.clock, logger: t.logger }
    const sender = createMailSender(input)
    for (let n = 0; n < 60; n += 1) await sender.send(aMail(100 + n))
    const before = smtp.received.length
    const runners = [1, 2, 3].map(() =>
      backgroundJobs({
        db: t.db,
        files: t.deps.background.files,
        mail: createOutboxDelivery(input),
        wake: createWakeSignal(),
        clock: t.clock,
        logger: t.logger,
      }),
    )
    await Promise.all(runners.map((runner) => runner.runDue()))
    const received = smtp.received.slice(before).map((mail) => mail.to.join())
    expect(received).toHaveLength(60)
    expect(new Set(received).size).toBe(60)
    const rows = await t.db.select().from(mailOutbox)
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })

  it('takes over a mail whose claim lapsed (its server died mid-send)', async () => {
    const transport = flakyTransport(0)
    const input = { db: t.db, smtpUrl: null, transport, clock: t.clock, logger: t.logger }
    const { id } = await createMailSender(input).send(aMail(3))
    const { eq } = await import('drizzle-orm')
    await t.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(mailOutbox.id, id))
    expect(await createOutboxDelivery(input)?.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    t.clock.advance(61_000)
    expect(await createOutboxDelivery(input)?.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
  })
})
