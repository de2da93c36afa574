import type { AdminActor } from '../../platform/audit/audit.public'
import type { OrderStatus } from '../../../src/domain/order-status'
import type { ProofLine } from '../../../src/domain/proof-approval'

// The transaction of back-office status moves (decision 034): the order rows are locked first, so two
// administrators moving the same order are served one after the other and the second one sees the
// first one's status before the domain decides.

export type LockedOrder = { id: number; number: string; status: OrderStatus; shopId: number }

export type AppliedMove = { orderId: number; shopId: number; from: OrderStatus; to: OrderStatus; reason: string | null }

export type OrderMoveUnit = {
  // Locked in id order (no deadlock between two bulk moves); unknown ids are left out.
  lockOrders(orderIds: readonly number[]): Promise<LockedOrder[]>
  // Each order's lines with their proof state (null: no proof needed), read under the orders' lock (decision 076).
  proofLinesOf(orderIds: readonly number[]): Promise<Map<number, ProofLine[]>>
  // The new status, its event in the order's history and its audit record, for each move.
  applyMoves(moves: readonly AppliedMove[], actor: AdminActor, now: Date): Promise<void>
}

export type OrderMoveStore = { run<T>(work: (unit: OrderMoveUnit) => Promise<T>): Promise<T> }

/** Who to tell about a move: the ordering shop, and the company identity of the settings. */
export type MoveMailFacts = {
  shopEmail: string
  shopName: string
  companyName: string
  companyEmail: string
  companyAddress: string
}
export type MoveMailFactsReader = (orderId: number) => Promise<MoveMailFacts | null>
