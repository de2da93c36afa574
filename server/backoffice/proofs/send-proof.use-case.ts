import { randomBytes } from 'node:crypto'
import { proofFileCheck } from '../../../src/domain/artwork-files'
import { decideProof, nextProofVersion, proofNote } from '../../../src/domain/proof-approval'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { Clock } from '../../platform/shared/clock'
import type { FileStorage } from '../../platform/storage/storage.public'
import type { ProofSendStore } from './proof-send-store'

// Sending a proof round (docs/decisions/076-proof-approval.md, "Rounds"): the domain decides on the locked
// line; the round, the state, the approver's notice and the audit record are one transaction. The PDF is
// stored before it (a file write cannot join a transaction) and removed when the transaction does not keep it.

export type SendProofDeps = { store: ProofSendStore; files: FileStorage; clock: Clock }

export type ProofUpload = { bytes: Uint8Array; note: string | null }

export type SendProofResult =
  | { kind: 'sent' }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; message: string }

export const PROOF_SEND_MESSAGES = {
  conflict: 'Un autre BAT vient d’être envoyé pour cette ligne : rechargez la page.',
} as const

export const proofStorageKey = (orderId: number, lineId: number, version: number) =>
  `proofs/${orderId}/${lineId}-v${version}-${randomBytes(12).toString('hex')}.pdf`

export function sendProof(deps: SendProofDeps) {
  return async (actor: AdminActor, orderId: number, lineId: number, upload: ProofUpload): Promise<SendProofResult> => {
    const seen = await deps.store.peekLine(orderId, lineId)
    if (seen === null) return { kind: 'not-found' }
    const early = decideProof(seen.state, { kind: 'send' })
    if (early.kind === 'refused') return early
    const note = proofNote(upload.note)
    if (note.kind !== 'ok') return { kind: 'refused', message: note.kind === 'refused' ? note.message : '' }
    const file = proofFileCheck(upload.bytes)
    if (file.kind === 'refused') return file
    const version = nextProofVersion(seen.versions)
    const storageKey = proofStorageKey(orderId, lineId, version)
    await deps.files.put(storageKey, upload.bytes, 'application/pdf')
    let result: SendProofResult = { kind: 'not-found' }
    try {
      result = await deps.store.run(async (unit): Promise<SendProofResult> => {
        const line = await unit.lockLine(orderId, lineId)
        if (line === null) return { kind: 'not-found' }
        const decision = decideProof(line.state, { kind: 'send' })
        if (decision.kind === 'refused') return decision
        // Another round was sent between the first reading and the lock: the file is named for a taken version.
        if (nextProofVersion(line.versions) !== version)
          return { kind: 'conflict', message: PROOF_SEND_MESSAGES.conflict }
        const now = deps.clock.now()
        const byteSize = upload.bytes.byteLength
        await unit.recordRound({
          orderId,
          lineId,
          from: line.state,
          version,
          storageKey,
          byteSize,
          note: note.note,
          actor,
          now,
        })
        return { kind: 'sent' }
      })
    } finally {
      if (result.kind !== 'sent') await deps.files.remove(storageKey).catch(() => undefined)
    }
    return result
  }
}
