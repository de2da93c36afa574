import { desc, eq } from 'drizzle-orm'
import type { Transaction } from '../../platform/db/database'
import { orderLines, orders } from '../../platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../platform/db/schema-proofs'
import type { MailProof } from '../../platform/mail/mail.public'
import type { ProofState } from '../../../src/domain/proof-approval'

/** A round as its notice's mails tell it, with where its line stands now (docs/decisions/076-proof-approval.md). */
export type ProofNoticeFacts = {
  proof: MailProof
  /** The line's proof state now, and whether this round is still its latest one. */
  state: ProofState | null
  latest: boolean
  answered: boolean
}

/** The round of a `proof_*` notice; null when it is gone (its order deleted). */
export async function readProofNoticeFacts(
  tx: Transaction,
  roundId: number,
  shopName: string,
): Promise<ProofNoticeFacts | null> {
  const [row] = await tx
    .select({
      lineId: proofRounds.orderLineId,
      version: proofRounds.version,
      sentAt: proofRounds.sentAt,
      note: proofRounds.note,
      answer: proofRounds.answer,
      answeredBy: proofRounds.answeredByLabel,
      comment: proofRounds.comment,
      orderId: orders.id,
      orderNumber: orders.number,
      productName: orderLines.productName,
      optionLabel: orderLines.optionLabel,
      quantity: orderLines.quantity,
      state: orderLineProofs.state,
    })
    .from(proofRounds)
    .innerJoin(orderLines, eq(orderLines.id, proofRounds.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(orderLineProofs, eq(orderLineProofs.orderLineId, orderLines.id))
    .where(eq(proofRounds.id, roundId))
  if (row === undefined) return null
  const [latest] = await tx
    .select({ version: proofRounds.version })
    .from(proofRounds)
    .where(eq(proofRounds.orderLineId, row.lineId))
    .orderBy(desc(proofRounds.version))
    .limit(1)
  return {
    proof: {
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      shopName,
      productName: row.productName,
      optionLabel: row.optionLabel,
      quantity: row.quantity,
      version: row.version,
      sentAt: row.sentAt,
      note: row.note,
      answeredBy: row.answeredBy,
      comment: row.comment,
    },
    state: row.state,
    latest: latest?.version === row.version,
    answered: row.answer !== null,
  }
}
