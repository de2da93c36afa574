import { pathOf } from '../../../src/contract/endpoint'
import { BRAND_ARTWORK_ENDPOINTS } from '../../../src/contract/backoffice/artworks'
import { ADMIN_PROOF_ENDPOINTS } from '../../../src/contract/backoffice/proofs'
import type { ProofLineWire } from '../../../src/contract/portal/proofs'
import { type ProofLineRecord, presentProofLine as presentLine } from '../../platform/proofs/proofs.public'

// A proof line on the back office's wire (docs/decisions/076-proof-approval.md). Files are read inside the
// back office; administrators never answer a proof.
export const presentProofLine = (line: ProofLineRecord): ProofLineWire =>
  presentLine(line, {
    roundFile: (lineId, version) => pathOf(ADMIN_PROOF_ENDPOINTS.file, { lineId, version }),
    artworkFile: (artworkId) => pathOf(BRAND_ARTWORK_ENDPOINTS.file, { artworkId }),
    canAnswer: false,
  })
