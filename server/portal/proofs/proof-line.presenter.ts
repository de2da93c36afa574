import { pathOf } from '../../../src/contract/endpoint'
import type { ProofLineWire } from '../../../src/contract/portal/proofs'
import { PROOFS_ENDPOINTS } from '../../../src/contract/portal/proofs.endpoints'
import { type ProofLineRecord, presentProofLine as presentLine } from '../../platform/proofs/proofs.public'
import { canAnswer } from './proof-answers.use-case'

// A proof line as the shop and its head office read it (docs/decisions/076-proof-approval.md): files are
// read through the portal's own routes, which check the caller again.
export const presentProofLine = (line: ProofLineRecord, callerId: number): ProofLineWire =>
  presentLine(line, {
    roundFile: (lineId, version) => pathOf(PROOFS_ENDPOINTS.proofFile, { lineId, version }),
    artworkFile: (artworkId) => pathOf(PROOFS_ENDPOINTS.artworkFile, { artworkId }),
    canAnswer: canAnswer(line, callerId),
  })
