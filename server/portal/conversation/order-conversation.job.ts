import { and, eq, isNull, lte } from 'drizzle-orm'
import { workingDaysBetween } from '../../../src/domain/working-days'
import type { Database } from '../../platform/db/database'
import { orderNotices } from '../../platform/db/schema-conversation'
import { orders } from '../../platform/db/schema-portal'
import type { PeriodicJob, WorkQueue } from '../../platform/jobs/jobs.public'
import { insertOutboxMail, renderMail } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import type { Logger } from '../../platform/shared/logger'
import { readSettings } from '../../backoffice/settings/settings.public'
import { conversationMails } from './conversation-mails'
import { proofNoticeMails } from './proof-conversation-mails'
import { claimDueNotices, markNoticeDone, readConversationFacts } from './order-notices.drizzle'

// `delivers`: a mail server is configured; without one, each mail's subject and links go to the log (spec §7).
type ConversationJobDeps = { db: Database; publicUrl: string; clock: Clock; logger: Logger; delivers: boolean }

const LINK = /https?:\/\/[^\s<>"']+/g

const DAY_MS = 86_400_000

/**
 * Turns due notices into mails (decision 074): in one transaction per batch, the notices are claimed, their
 * mails rendered and stored in the outbox, and the notices marked done, so each mail is stored exactly once
 * whatever the number of servers. A notice whose mails cannot be written is logged and closed rather than
 * retried forever; the order's history keeps what happened.
 */
export function orderConversationQueue(deps: ConversationJobDeps): WorkQueue {
  return {
    name: 'order-conversation',
    async drain() {
      const now = deps.clock.now()
      return deps.db.transaction(async (tx) => {
        const notices = await claimDueNotices(tx, now)
        for (const notice of notices) {
          try {
            await tx.transaction(async (savepoint) => {
              const facts = await readConversationFacts(savepoint, notice.orderId)
              const mails =
                facts === null
                  ? []
                  : notice.proofRoundId === null
                    ? conversationMails(notice, facts, deps.publicUrl, now)
                    : await proofNoticeMails(savepoint, notice, facts, deps.publicUrl, now)
              for (const { to, mail } of mails) {
                const { html, text } = await renderMail(mail.element)
                await insertOutboxMail(savepoint, { to, subject: mail.subject, text, html }, now)
                if (!deps.delivers) {
                  const links = [...new Set(text.match(LINK) ?? [])].map((link) => `\n  ${link}`).join('')
                  deps.logger.info(`Courriel en attente (pas de SMTP_URL) pour ${to} : ${mail.subject}${links}`)
                }
              }
            })
          } catch (error) {
            deps.logger.error(`Courriels de la commande ${notice.orderId} (${notice.kind}) non écrits`, error)
          }
          await markNoticeDone(tx, notice, now)
        }
        return notices.length
      })
    },
  }
}

/**
 * Once per order, the head office is reminded of an order still waiting the settings' number of working days
 * after the day it was sent (Paris calendar, French public holidays off). The conditional update of
 * `reminded_at` decides which server reminds: the other finds it set and does nothing.
 */
export function validationReminderJob(deps: ConversationJobDeps): PeriodicJob {
  return {
    name: 'validation-reminders',
    everyMs: 15 * 60_000,
    async run(now) {
      const { validationReminderDays: days } = await readSettings(deps.db)
      // N working days are at least N calendar days: the database narrows, the domain decides.
      const candidates = await deps.db
        .select({ id: orders.id, createdAt: orders.createdAt })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending_validation'),
            isNull(orders.remindedAt),
            lte(orders.createdAt, new Date(now.getTime() - days * DAY_MS)),
          ),
        )
      const due = candidates.filter((order) => workingDaysBetween(order.createdAt, now) >= days)
      let reminded = 0
      for (const order of due) {
        const claimed = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(orders)
            .set({ remindedAt: now })
            .where(and(eq(orders.id, order.id), isNull(orders.remindedAt), eq(orders.status, 'pending_validation')))
            .returning({ id: orders.id })
          if (row === undefined) return false
          await tx.insert(orderNotices).values({ orderId: order.id, kind: 'reminder', dueAt: now })
          return true
        })
        if (claimed) reminded += 1
      }
      return reminded === 0 ? null : `Rappels de validation écrits : ${reminded}`
    },
  }
}
