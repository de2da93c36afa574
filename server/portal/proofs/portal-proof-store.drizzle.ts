import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { auditLog } from '../../platform/db/schema-backoffice'
import { orderNotices } from '../../platform/db/schema-conversation'
import { orderLines, orders } from '../../platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../platform/db/schema-proofs'
import { readProofLine, readProofLines } from '../../platform/proofs/proofs.public'
import type { PortalProofStore, ProofAnswerUnit } from './proof-answers'

// The portal's proof rows (docs/decisions/076-proof-approval.md). An answer locks the line's proof row, so
// two approvers answering at once are served one after the other; the round's answer is still set by a
// conditional update (`answer is null`), the rule of the decision.

export function drizzlePortalProofStore(db: Database): PortalProofStore {
  return {
    run: (work) => db.transaction((tx) => work(answerUnit(tx))),

    list(callerId, query) {
      const reachable = or(eq(shops.id, callerId), eq(shops.validatorId, callerId))
      return readProofLines(db, {
        where: query.state === null ? reachable : and(reachable, eq(orderLineProofs.state, query.state)),
        // The proofs waiting for an answer first, then the most recently changed.
        orderBy: [
          sql`case when ${orderLineProofs.state} = 'sent' then 0 else 1 end`,
          desc(orderLineProofs.updatedAt),
          desc(orderLineProofs.orderLineId),
        ],
        offset: query.offset,
        limit: query.limit,
      })
    },

    line: (lineId) => readProofLine(db, lineId),

    async roundFileKey(lineId, version) {
      const [row] = await db
        .select({ key: proofRounds.storageKey })
        .from(proofRounds)
        .where(and(eq(proofRounds.orderLineId, lineId), eq(proofRounds.version, version)))
      return row?.key ?? null
    },
  }
}

function answerUnit(tx: Transaction): ProofAnswerUnit {
  return {
    async lockLine(lineId) {
      const [row] = await tx
        .select({
          lineId: orderLineProofs.orderLineId,
          orderId: orders.id,
          state: orderLineProofs.state,
          shop: { id: shops.id, validatorId: shops.validatorId, brandId: shops.brandId },
        })
        .from(orderLineProofs)
        .innerJoin(orderLines, eq(orderLines.id, orderLineProofs.orderLineId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(orderLineProofs.orderLineId, lineId))
        .for('update', { of: orderLineProofs })
      if (row === undefined) return null
      const [latest] = await tx
        .select({ id: proofRounds.id, version: proofRounds.version })
        .from(proofRounds)
        .where(eq(proofRounds.orderLineId, lineId))
        .orderBy(desc(proofRounds.version))
        .limit(1)
      return { ...row, latest: latest ?? null }
    },

    async caller(shopId) {
      const [row] = await tx
        .select({ id: shops.id, name: shops.name, identifiant: shops.identifiant, brandId: shops.brandId })
        .from(shops)
        .where(eq(shops.id, shopId))
      return row ?? null
    },

    async answerRound(write) {
      const updated = await tx
        .update(proofRounds)
        .set({
          answer: write.answer,
          answeredByShopId: write.shopId,
          answeredByLabel: write.label,
          answeredAt: write.at,
          comment: write.comment,
        })
        .where(and(eq(proofRounds.id, write.roundId), isNull(proofRounds.answer)))
        .returning({ id: proofRounds.id })
      return updated.length === 1
    },

    async setState(lineId, state, approvedRoundId, at) {
      await tx
        .update(orderLineProofs)
        .set({ state, approvedRoundId, updatedAt: at })
        .where(eq(orderLineProofs.orderLineId, lineId))
    },

    async addNotice(orderId, kind, roundId, dueAt) {
      await tx.insert(orderNotices).values({ orderId, kind, proofRoundId: roundId, dueAt })
    },

    // A shop acts here, not an administrator: no admin id, the shop named in the log's actor text.
    async audit(entry) {
      await tx.insert(auditLog).values({
        adminId: null,
        adminLogin: entry.actor,
        entity: 'order_line',
        entityId: entry.lineId,
        action: entry.action,
        before: entry.before,
        after: entry.after,
      })
    },

    readLine: (lineId) => readProofLine(tx, lineId),
  }
}
