import { and, eq, isNull, lte } from 'drizzle-orm'
import { workingDaysBetween } from '../../../src/domain/working-days'
import type { Database } from '../../platform/db/database'
import { orderNotices } from '../../platform/db/schema-conversation'
import { orderLines } from '../../platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../platform/db/schema-proofs'
import type { PeriodicJob } from '../../platform/jobs/jobs.public'
import { readSettings } from '../../backoffice/settings/settings.public'

const DAY_MS = 86_400_000

/**
 * Once per round, the approver is reminded of a proof still unanswered `proof_reminder_days` working days after it
 * was sent (docs/decisions/076-proof-approval.md; the calendar of decision 073). As for orders (decision 074), the
 * conditional update of `reminded_at` decides which server reminds; the notice is written in the same transaction.
 */
export function proofReminderJob(deps: { db: Database }): PeriodicJob {
  return {
    name: 'proof-reminders',
    everyMs: 15 * 60_000,
    async run(now) {
      const { proofReminderDays: days, closureDays } = await readSettings(deps.db)
      // N working days are at least N calendar days: the database narrows, the domain decides.
      const candidates = await deps.db
        .select({ id: proofRounds.id, orderId: orderLines.orderId, sentAt: proofRounds.sentAt })
        .from(proofRounds)
        .innerJoin(orderLines, eq(orderLines.id, proofRounds.orderLineId))
        .innerJoin(orderLineProofs, eq(orderLineProofs.orderLineId, proofRounds.orderLineId))
        .where(
          and(
            isNull(proofRounds.answer),
            isNull(proofRounds.remindedAt),
            eq(orderLineProofs.state, 'sent'),
            lte(proofRounds.sentAt, new Date(now.getTime() - days * DAY_MS)),
          ),
        )
      const due = candidates.filter((round) => workingDaysBetween(round.sentAt, now, { closureDays }) >= days)
      let reminded = 0
      for (const round of due) {
        const claimed = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(proofRounds)
            .set({ remindedAt: now })
            .where(and(eq(proofRounds.id, round.id), isNull(proofRounds.remindedAt), isNull(proofRounds.answer)))
            .returning({ id: proofRounds.id })
          if (row === undefined) return false
          await tx
            .insert(orderNotices)
            .values({ orderId: round.orderId, kind: 'proof_reminder', proofRoundId: round.id, dueAt: now })
          return true
        })
        if (claimed) reminded += 1
      }
      return reminded === 0 ? null : `Rappels de BAT écrits : ${reminded}`
    },
  }
}
