import type { ProofLineWire } from '../../../src/contract/portal/proofs'
import { isViewableArtwork } from '../../../src/domain/artwork-files'
import { PROOF_STATE_LABELS } from '../../../src/domain/proof-approval'
import { carriedOverLabel, type ProofLineRecord } from './proof-line-rows'

/** Where the API that answers serves a line's files, and whether its caller may answer the line. */
export type ProofLineView = {
  roundFile: (lineId: number, version: number) => string
  artworkFile: (artworkId: number) => string
  canAnswer: boolean
}

// One wire for both sides (docs/decisions/076-proof-approval.md): the shop, its head office and the administrators
// read the same rounds; only the files' addresses and the right to answer differ.
export function presentProofLine(line: ProofLineRecord, view: ProofLineView): ProofLineWire {
  const { artwork } = line
  return {
    line_id: line.lineId,
    order_id: line.orderId,
    order_number: line.orderNumber,
    order_status: line.orderStatus,
    shop: { id: line.shop.id, name: line.shop.name },
    product_name: line.productName,
    product_reference: line.productReference,
    option_label: line.optionLabel,
    quantity: line.quantity,
    state: line.state,
    state_label: PROOF_STATE_LABELS[line.state],
    artwork:
      artwork === null
        ? null
        : {
            id: artwork.id,
            brand_id: artwork.brandId,
            file_name: artwork.fileName,
            kind: artwork.kind,
            byte_size: artwork.byteSize,
            viewable: isViewableArtwork(artwork.kind),
            uploaded_by: artwork.uploadedBy,
            created_at: artwork.createdAt.toISOString(),
            file_url: view.artworkFile(artwork.id),
          },
    carried_over: carriedOverLabel(line.carriedFrom),
    state_since: line.stateSince.toISOString(),
    rounds: line.rounds.map((round) => ({
      version: round.version,
      sent_at: round.sentAt.toISOString(),
      sent_by: round.sentBy,
      note: round.note,
      answer: round.answer,
      answered_at: round.answeredAt?.toISOString() ?? null,
      answered_by: round.answeredBy,
      comment: round.comment,
      file_url: view.roundFile(line.lineId, round.version),
    })),
    can_answer: view.canAnswer,
  }
}
