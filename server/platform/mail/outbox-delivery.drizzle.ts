import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { afterFailedAttempt } from '../../../src/domain/mail-retry'
import type { Database } from '../db/database'
import { mailOutbox } from '../db/schema-support'
import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import type { MailTransport } from './mail-outbox'

const MAX_ERROR_LENGTH = 1000
// Long enough for one SMTP round trip of a whole batch; a server that dies mid-send lets its claim
// lapse, and the mail is tried again by another (at most that mail may then be sent twice).
const DEFAULT_LEASE_MS = 2 * 60 * 1000
const DEFAULT_BATCH = 20

export type DeliveryReport = { sent: number; retried: number; failed: number }

export type OutboxDelivery = {
  /** Claims the due mails (FOR UPDATE SKIP LOCKED), delivers them, and says what happened. */
  deliverDue(): Promise<DeliveryReport>
}

export function drizzleOutboxDelivery(deps: {
  db: Database
  transport: MailTransport
  clock: Clock
  logger: Logger
  batchSize?: number
  leaseMs?: number
}): OutboxDelivery {
  const { db, clock } = deps
  const batch = deps.batchSize ?? DEFAULT_BATCH
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS

  // One statement: the rows another server holds are skipped, the ones taken here get a lease that
  // keeps every other server away until it lapses.
  const claim = async (now: Date) => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batch)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(mailOutbox.id, due))
      .returning()
  }

  return {
    async deliverDue() {
      const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 }
      const claimed = await claim(clock.now())
      for (const mail of claimed) {
        const attempts = mail.attempts + 1
        try {
          await deps.transport.deliver({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          })
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: clock.now(), attempts, lastError: null, lockedUntil: null })
            .where(eq(mailOutbox.id, mail.id))
          report.sent += 1
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH)
          const step = afterFailedAttempt(attempts)
          const next =
            step.kind === 'retry' ? new Date(clock.now().getTime() + step.delayMs) : sql`${mailOutbox.nextAttemptAt}`
          await db
            .update(mailOutbox)
            .set({
              status: step.kind === 'retry' ? 'pending' : 'failed',
              attempts,
              lastError: reason,
              lockedUntil: null,
              nextAttemptAt: next,
            })
            .where(eq(mailOutbox.id, mail.id))
          if (step.kind === 'retry') report.retried += 1
          else report.failed += 1
          const what =
            step.kind === 'retry'
              ? `nouvel essai dans ${Math.round(step.delayMs / 1000)} s`
              : 'abandonné (dernier essai)'
          deps.logger.warn(`Envoi du courriel ${mail.id} impossible (essai ${attempts}), ${what} : ${reason}`)
        }
      }
      return report
    },
  }
}
