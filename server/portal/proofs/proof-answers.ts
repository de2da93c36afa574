import type { ProofState } from '../../../src/domain/proof-approval'
import type { ProofLineRecord } from '../../platform/proofs/proofs.public'

// The portal's side of the proofs (docs/decisions/076-proof-approval.md, "Who answers"): the ports the use
// cases need and the answers they give. The rules themselves are src/domain/proof-approval.ts.

export const PROOF_ANSWER_MESSAGES = {
  notApprover:
    'Seul le valideur des BAT de cette boutique (son siège, ou la boutique elle-même) peut répondre à ce BAT.',
  stale: 'Un BAT plus récent a été envoyé : rechargez la page.',
  fileMissing: 'Le fichier de ce BAT est introuvable.',
} as const

export type ProofAnswerAction = { kind: 'approve' } | { kind: 'request_change'; comment: string }

export type ProofAnswerResult =
  | { kind: 'answered'; line: ProofLineRecord }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'stale' }
  | { kind: 'refused'; message: string }

/** The locked line, with what the rule needs: its state, the ordering shop and its latest round. */
export type LockedProofLine = {
  lineId: number
  orderId: number
  state: ProofState
  shop: { id: number; validatorId: number | null; brandId: number }
  latest: { id: number; version: number } | null
}

export type ProofAnswerWrite = {
  roundId: number
  answer: 'approved' | 'changes_requested'
  shopId: number
  label: string
  at: Date
  comment: string | null
}

export type ProofAnswerUnit = {
  lockLine(lineId: number): Promise<LockedProofLine | null>
  /** The calling shop, or null when it is gone. */
  caller(shopId: number): Promise<{ id: number; name: string; identifiant: string; brandId: number } | null>
  /** Answers the round unless it is already answered; false when another answer came first. */
  answerRound(write: ProofAnswerWrite): Promise<boolean>
  setState(lineId: number, state: ProofState, approvedRoundId: number | null, at: Date): Promise<void>
  addNotice(orderId: number, kind: 'proof_approved' | 'proof_changes', roundId: number, dueAt: Date): Promise<void>
  audit(entry: { lineId: number; actor: string; action: string; before: object; after: object }): Promise<void>
  readLine(lineId: number): Promise<ProofLineRecord | null>
}

export type PortalProofStore = {
  /** One transaction: the work's writes all land, or none. */
  run<T>(work: (unit: ProofAnswerUnit) => Promise<T>): Promise<T>
  /** The lines of the caller's orders and of the shops it validates. */
  list(
    callerId: number,
    query: { state: ProofState | null; offset: number; limit: number },
  ): Promise<{ items: ProofLineRecord[]; total: number }>
  line(lineId: number): Promise<ProofLineRecord | null>
  roundFileKey(lineId: number, version: number): Promise<string | null>
}
