import type { ProofState } from '../../../src/domain/proof-approval'
import type { AdminActor } from '../../platform/audit/audit.public'

// The transaction of sending a proof round (docs/decisions/076-proof-approval.md): the line's proof row is
// locked first, so two administrators sending at once are served one after the other and get V2, then V3.

/** A proof line as the send rule reads it: its state and the versions already sent. */
export type ProofLineState = { state: ProofState; versions: number[] }

export type NewProofRound = {
  orderId: number
  lineId: number
  from: ProofState
  version: number
  storageKey: string
  byteSize: number
  note: string | null
  actor: AdminActor
  now: Date
}

export type ProofSendUnit = {
  /** The line's proof row, locked; null when the order has no such line or the line needs no proof. */
  lockLine(orderId: number, lineId: number): Promise<ProofLineState | null>
  /** The round, the line's new state, the approver's notice and the audit record. */
  recordRound(round: NewProofRound): Promise<void>
}

export type ProofSendStore = {
  /** The same reading without a lock, to refuse early and to name the file before the transaction. */
  peekLine(orderId: number, lineId: number): Promise<ProofLineState | null>
  run<T>(work: (unit: ProofSendUnit) => Promise<T>): Promise<T>
}
