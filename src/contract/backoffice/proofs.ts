import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { ProofLinesWire, ProofLineWire, ProofListQuery } from '../portal/proofs'

// Proofs (BAT) in the back office (docs/decisions/076-proof-approval.md): the queue of every line waiting on a
// proof, the proofs of one order, sending a round, and reading a round's PDF. The shapes are the portal's.
const api = 'portal'

/** The queue's page size when `_limit` is missing. */
export const ADMIN_PROOF_PAGE_SIZE = 20

/** The multipart fields of a round: the PDF and the optional note for the customer. */
export const PROOF_UPLOAD_FIELDS = { file: 'file', note: 'note' } as const

export const ADMIN_PROOF_ENDPOINTS = {
  /** Oldest `state_since` first. */
  queue: endpoint({ api, method: 'GET', path: '/admin/proofs', query: ProofListQuery, answer: ProofLinesWire }),
  ofOrder: endpoint({ api, method: 'GET', path: '/admin/orders/:orderId/proofs', answer: v.array(ProofLineWire) }),
  /** Multipart: the PDF in `file`, the note in `note`. */
  send: endpoint({
    api,
    method: 'POST',
    path: '/admin/orders/:orderId/lines/:lineId/proofs',
    answer: ProofLineWire,
  }),
  /** The round's PDF, inline in a sandbox. */
  file: endpoint({ api, method: 'GET', path: '/admin/proofs/:lineId/rounds/:version/file' }),
}
