import { proofFileName } from '../../../src/domain/artwork-files'
import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import type { FileStorage } from '../../platform/storage/storage.public'
import { type ProofLineRecord, readProofLine } from '../../platform/proofs/proofs.public'
import { type ProofQueueFilter, readOrderProofLines, readProofQueue, readProofRoundFile } from './proof-rows.drizzle'
import { drizzleProofSendStore } from './proof-send-store.drizzle'
import { sendProof } from './send-proof.use-case'

// The back office's proofs on one database and one file storage (docs/decisions/076-proof-approval.md).
export type BackofficeProofUseCases = {
  queue(filter: ProofQueueFilter): Promise<{ items: ProofLineRecord[]; total: number }>
  /** Null when there is no such order. */
  ofOrder(orderId: number): Promise<ProofLineRecord[] | null>
  line(lineId: number): Promise<ProofLineRecord | null>
  send: ReturnType<typeof sendProof>
  /** The round's PDF and the name it is shown under; null when the round or its file is missing. */
  roundFile(lineId: number, version: number): Promise<{ bytes: Uint8Array; fileName: string } | null>
}

export function wireBackofficeProofs(input: {
  db: Database
  files: FileStorage
  clock: Clock
}): BackofficeProofUseCases {
  const { db, files } = input
  return {
    queue: (filter) => readProofQueue(db, filter),
    ofOrder: (orderId) => readOrderProofLines(db, orderId),
    line: (lineId) => readProofLine(db, lineId),
    send: sendProof({ store: drizzleProofSendStore(db), files, clock: input.clock }),
    async roundFile(lineId, version) {
      const round = await readProofRoundFile(db, lineId, version)
      if (round === null) return null
      const bytes = await files.get(round.storageKey)
      return bytes === null ? null : { bytes, fileName: proofFileName(round.orderNumber, version) }
    },
  }
}
