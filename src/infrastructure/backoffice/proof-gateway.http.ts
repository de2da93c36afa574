import { Layer } from 'effect'
import * as v from 'valibot'
import { BackofficeProofGateway } from '../../application/backoffice/ports/proof-gateway'
import { BRAND_ARTWORK_ENDPOINTS } from '../../contract/backoffice/artworks'
import { ADMIN_PROOF_ENDPOINTS, PROOF_UPLOAD_FIELDS } from '../../contract/backoffice/proofs'
import { ProofLinesWire, ProofLineWire } from '../../contract/portal/proofs'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { portalCall } from '../portal/portal-http'

// The back office's proof calls (docs/decisions/076-proof-approval.md) with the administrator's token;
// every answer is parsed with the contract, refusals keep the server's message.

const AS_ADMIN = { auth: 'admin' } as const
const FileBlob = v.custom<Blob>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value)

export function makeHttpBackofficeProofGateway(client: HttpClient['Service']): BackofficeProofGateway['Service'] {
  const E = ADMIN_PROOF_ENDPOINTS
  return BackofficeProofGateway.of({
    queue: (query) => {
      const text: Record<string, string> = {}
      if (query._start !== undefined) text._start = String(query._start)
      if (query._limit !== undefined) text._limit = String(query._limit)
      if (query.state !== undefined) text.state = query.state
      return portalCall(client, requestOf(E.queue, { ...AS_ADMIN, query: text }), ProofLinesWire)
    },
    ofOrder: (orderId) =>
      portalCall(client, requestOf(E.ofOrder, { ...AS_ADMIN, params: { orderId } }), v.array(ProofLineWire)),
    send: (orderId, lineId, round) => {
      const form = new FormData()
      form.append(PROOF_UPLOAD_FIELDS.file, round.file)
      form.append(PROOF_UPLOAD_FIELDS.note, round.note)
      const request = requestOf(E.send, { ...AS_ADMIN, params: { orderId, lineId }, body: form })
      return portalCall(client, request, ProofLineWire)
    },
    file: (lineId, version) =>
      portalCall(client, requestOf(E.file, { ...AS_ADMIN, params: { lineId, version }, answer: 'blob' }), FileBlob),
    artworkFile: (artworkId) => {
      const call = { ...AS_ADMIN, params: { artworkId }, answer: 'blob' } as const
      return portalCall(client, requestOf(BRAND_ARTWORK_ENDPOINTS.file, call), FileBlob)
    },
  })
}

export const BackofficeProofGatewayHttp: Layer.Layer<BackofficeProofGateway, never, HttpClient> = Layer.effect(
  BackofficeProofGateway,
  HttpClient.useSync(makeHttpBackofficeProofGateway),
)
