import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { createMailSender, createOutboxDelivery } from '../../../server/platform/wiring/mail.wiring'
import { startFakeSmtpServer } from '../support/fake-smtp-server'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>
beforeAll(async () => {
  smtp = await startFakeSmtpServer()
})
afterAll(async () => {
  await smtp.close()
})

const message = {
  to: 'client@exemple.fr',
  subject: 'Votre lien',
  text: 'Ouvrez https://ecrin.exemple/reset-password/abc puis choisissez.',
}

describe('MailSender (outbox, then the outbox job delivers through SMTP when configured)', () => {
  it('without SMTP_URL: keeps the message pending in the outbox and logs its subject and link', async () => {
    const input = { db: t.db, smtpUrl: null, clock: t.clock, logger: t.logger }
    const { id } = await createMailSender(input).send(message)

    const [stored] = await t.db.select().from(mailOutbox)
    expect(stored).toMatchObject({
      id,
      to: 'client@exemple.fr',
      subject: 'Votre lien',
      text: message.text,
      html: null,
      status: 'pending',
      attempts: 0,
      sentAt: null,
    })
    expect(t.logger.infos.join('\n')).toContain('Votre lien')
    expect(t.logger.infos.join('\n')).toContain('https://ecrin.exemple/reset-password/abc')
    expect(createOutboxDelivery(input)).toBeNull()
  })

  it('with SMTP_URL: stores, wakes the job, and the job delivers through nodemailer and marks it sent', async () => {
    let woken = 0
    const input = {
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Écrin <no-reply@ecrin.exemple>',
      clock: t.clock,
      logger: t.logger,
      onQueued: () => void (woken += 1),
    }
    await createMailSender(input).send({ ...message, html: '<p>Bonjour</p>' })
    expect(woken).toBe(1)
    expect((await t.db.select().from(mailOutbox))[0]?.status).toBe('pending')

    expect(await createOutboxDelivery(input)?.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const [stored] = await t.db.select().from(mailOutbox)
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null })
    expect(stored?.sentAt).toBeInstanceOf(Date)
    const delivered = smtp.received.at(-1)
    expect(delivered?.to.join()).toContain('client@exemple.fr')
    expect(delivered?.from).toContain('no-reply@ecrin.exemple')
    expect(delivered?.data).toContain('Subject: Votre lien')
  })

  it('never throws when the SMTP server is unreachable: the message waits for its next try', async () => {
    const input = { db: t.db, smtpUrl: 'smtp://127.0.0.1:1', clock: t.clock, logger: t.logger }
    const { id } = await createMailSender(input).send(message)

    expect(await createOutboxDelivery(input)?.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    const [stored] = await t.db.select().from(mailOutbox)
    expect(stored).toMatchObject({ id, status: 'pending', attempts: 1 })
    expect(stored?.lastError).toEqual(expect.any(String))
    expect(t.logger.warnings.join('\n')).toContain(
      `Envoi du courriel ${id} impossible (essai 1), nouvel essai dans 30 s`,
    )
  })

  it('takes a replacement transport (the port of the SMTP adapter)', async () => {
    const delivered: string[] = []
    const input = {
      db: t.db,
      smtpUrl: null,
      transport: { deliver: async (sent: { to: string }) => void delivered.push(sent.to) },
      clock: t.clock,
      logger: t.logger,
    }
    await createMailSender(input).send(message)
    await createOutboxDelivery(input)?.deliverDue()
    expect(delivered).toEqual(['client@exemple.fr'])
    const [stored] = await t.db.select().from(mailOutbox)
    expect(stored?.status).toBe('sent')
  })
})
