import { decideProof, proofApproverOf, type ProofState } from '../../../src/domain/proof-approval'
import type { FileStorage } from '../../platform/storage/storage.public'
import type { Clock } from '../../platform/shared/clock'
import type { ProofLineRecord } from '../../platform/proofs/proofs.public'
import type { PortalProofStore, ProofAnswerAction, ProofAnswerResult } from './proof-answers'

// The shop's and head office's proof calls (docs/decisions/076-proof-approval.md, "Who answers"): each
// caller reads the lines of its own orders and of the shops it validates; only the line's approver
// (`proofApproverOf`) answers, and only the latest round.

/** Whether the caller reads the line: it ordered, or it validates the shop that did. */
export const readsLine = (line: { shop: { id: number; validatorId: number | null } }, callerId: number): boolean =>
  line.shop.id === callerId || line.shop.validatorId === callerId

export const canAnswer = (line: ProofLineRecord, callerId: number): boolean =>
  line.state === 'sent' && proofApproverOf(line.shop) === callerId

export function portalProofs(deps: {
  store: PortalProofStore
  files: FileStorage
  clock: Clock
  onNotice: () => void
}) {
  const { store, clock } = deps

  async function answer(
    callerId: number,
    lineId: number,
    version: number,
    action: ProofAnswerAction,
  ): Promise<ProofAnswerResult> {
    const result = await store.run(async (unit): Promise<ProofAnswerResult> => {
      const line = await unit.lockLine(lineId)
      const caller = await unit.caller(callerId)
      // A line the caller cannot read is not there at all (as everywhere in the portal); the ordering shop, which
      // reads it, is told who answers.
      const readable = line !== null && caller !== null && caller.brandId === line.shop.brandId
      if (!readable || !readsLine(line, callerId)) return { kind: 'not-found' }
      if (proofApproverOf(line.shop) !== callerId) return { kind: 'forbidden' }
      if (line.latest !== null && line.latest.version !== version) return { kind: 'stale' }
      const decision = decideProof(line.state, action)
      if (decision.kind === 'refused') return { kind: 'refused', message: decision.message }
      if (line.latest === null) return { kind: 'stale' }
      const now = clock.now()
      const approved = decision.to === 'approved'
      const written = await unit.answerRound({
        roundId: line.latest.id,
        answer: approved ? 'approved' : 'changes_requested',
        shopId: callerId,
        label: caller.name,
        at: now,
        comment: decision.comment,
      })
      if (!written) return { kind: 'stale' }
      await unit.setState(lineId, decision.to, approved ? line.latest.id : null, now)
      await unit.addNotice(line.orderId, approved ? 'proof_approved' : 'proof_changes', line.latest.id, now)
      await unit.audit({
        lineId,
        actor: `${caller.name} (${caller.identifiant})`,
        action: approved ? 'proof_approved' : 'proof_changes_requested',
        before: { proof_state: line.state, round_id: line.latest.id, version: line.latest.version },
        after: {
          proof_state: decision.to,
          round_id: line.latest.id,
          version: line.latest.version,
          comment: decision.comment,
        },
      })
      const answered = await unit.readLine(lineId)
      return answered === null ? { kind: 'not-found' } : { kind: 'answered', line: answered }
    })
    if (result.kind === 'answered') deps.onNotice()
    return result
  }

  return {
    list: (callerId: number, query: { state: ProofState | null; offset: number; limit: number }) =>
      store.list(callerId, query),

    answer,

    /** The round's PDF, for a caller that reads the line; null when there is none to give it. */
    async file(
      callerId: number,
      lineId: number,
      version: number,
    ): Promise<{ bytes: Uint8Array; orderNumber: string } | 'not-found' | 'file-missing'> {
      const line = await store.line(lineId)
      if (line === null || !readsLine(line, callerId)) return 'not-found'
      const key = await store.roundFileKey(lineId, version)
      if (key === null) return 'not-found'
      const bytes = await deps.files.get(key)
      return bytes === null ? 'file-missing' : { bytes, orderNumber: line.orderNumber }
    },
  }
}

export type PortalProofs = ReturnType<typeof portalProofs>
