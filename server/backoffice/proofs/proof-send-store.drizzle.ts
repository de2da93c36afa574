import { and, eq } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { orderNotices } from '../../platform/db/schema-conversation'
import { orderLines } from '../../platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../platform/db/schema-proofs'
import type { ProofLineState, ProofSendStore, ProofSendUnit } from './proof-send-store'

/** The audit log's entity of a proof step (docs/decisions/076-proof-approval.md). */
export const PROOF_AUDIT_ENTITY = 'order_line'

async function readLine(
  db: Database | Transaction,
  orderId: number,
  lineId: number,
  lock: boolean,
): Promise<ProofLineState | null> {
  const query = db
    .select({ state: orderLineProofs.state })
    .from(orderLineProofs)
    .innerJoin(orderLines, eq(orderLines.id, orderLineProofs.orderLineId))
    .where(and(eq(orderLineProofs.orderLineId, lineId), eq(orderLines.orderId, orderId)))
  const [line] = lock ? await query.for('update', { of: orderLineProofs }) : await query
  if (line === undefined) return null
  const rounds = await db
    .select({ version: proofRounds.version })
    .from(proofRounds)
    .where(eq(proofRounds.orderLineId, lineId))
  return { state: line.state, versions: rounds.map((round) => round.version) }
}

function sendUnit(tx: Transaction): ProofSendUnit {
  return {
    lockLine: (orderId, lineId) => readLine(tx, orderId, lineId, true),
    async recordRound(round) {
      const [inserted] = await tx
        .insert(proofRounds)
        .values({
          orderLineId: round.lineId,
          version: round.version,
          storageKey: round.storageKey,
          byteSize: round.byteSize,
          note: round.note,
          sentByAdminId: round.actor.id,
          sentByLabel: round.actor.login,
          sentAt: round.now,
        })
        .returning({ id: proofRounds.id })
      if (inserted === undefined) throw new Error('proof round not inserted')
      await tx
        .update(orderLineProofs)
        .set({ state: 'sent', updatedAt: round.now })
        .where(eq(orderLineProofs.orderLineId, round.lineId))
      // The mail to the approver leaves from this notice (decision 074's conversation), not from here.
      await tx
        .insert(orderNotices)
        .values({ orderId: round.orderId, kind: 'proof_sent', proofRoundId: inserted.id, dueAt: round.now })
      await recordAudit(tx, {
        actor: round.actor,
        entity: PROOF_AUDIT_ENTITY,
        entityId: round.lineId,
        action: 'proof_sent',
        before: { state: round.from },
        after: { state: 'sent', round_id: inserted.id, version: round.version, note: round.note },
      })
    },
  }
}

export function drizzleProofSendStore(db: Database): ProofSendStore {
  return {
    peekLine: (orderId, lineId) => readLine(db, orderId, lineId, false),
    run: (work) => db.transaction((tx) => work(sendUnit(tx))),
  }
}
