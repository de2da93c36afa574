import { and, asc, eq } from 'drizzle-orm'
import type { ProofState } from '../../../src/domain/proof-approval'
import type { Database } from '../../platform/db/database'
import { orderLines, orders } from '../../platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../platform/db/schema-proofs'
import { type ProofLineRecord, readProofLines } from '../../platform/proofs/proofs.public'

// The back office's readings of proof lines (docs/decisions/076-proof-approval.md), over the rows every
// surface shares (server/platform/proofs): the queue, an order's page, and where a round's PDF is kept.

export type ProofQueueFilter = { state: ProofState | null; start: number; limit: number }

// An order has a handful of lines; the bound only keeps a hostile order from answering without end.
const MAX_ORDER_PROOF_LINES = 1000

/** The queue: lines in one state (or all), the longest waiting first, one page. */
export function readProofQueue(db: Database, filter: ProofQueueFilter) {
  return readProofLines(db, {
    where: filter.state === null ? undefined : eq(orderLineProofs.state, filter.state),
    orderBy: [asc(orderLineProofs.updatedAt), asc(orderLineProofs.orderLineId)],
    offset: filter.start,
    limit: filter.limit,
  })
}

/** The proof lines of one order in the order of its lines; null when there is no such order. */
export async function readOrderProofLines(db: Database, orderId: number): Promise<ProofLineRecord[] | null> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
  if (order === undefined) return null
  const page = await readProofLines(db, {
    where: eq(orderLines.orderId, orderId),
    orderBy: [asc(orderLineProofs.orderLineId)],
    offset: 0,
    limit: MAX_ORDER_PROOF_LINES,
  })
  return page.items
}

/** Where a round's PDF is kept, and the order number its name carries; null when there is no such round. */
export async function readProofRoundFile(db: Database, lineId: number, version: number) {
  const [row] = await db
    .select({ storageKey: proofRounds.storageKey, orderNumber: orders.number })
    .from(proofRounds)
    .innerJoin(orderLines, eq(orderLines.id, proofRounds.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(proofRounds.orderLineId, lineId), eq(proofRounds.version, version)))
  return row ?? null
}
