import { Layer } from 'effect'
import * as v from 'valibot'
import { ProofGateway } from '../../application/portal/ports/proof-gateway'
import { ProofLinesWire, ProofLineWire } from '../../contract/portal/proofs'
import { PROOFS_ENDPOINTS } from '../../contract/portal/proofs.endpoints'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { portalCall } from './portal-http'

// /account/bat's calls (docs/decisions/076-proof-approval.md); every answer is parsed with the contract.

const FileBlob = v.custom<Blob>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value)

export function makeHttpProofGateway(client: HttpClient['Service']): ProofGateway['Service'] {
  const E = PROOFS_ENDPOINTS
  return ProofGateway.of({
    proofs: (query) => {
      const text: Record<string, string> = {}
      if (query._start !== undefined) text._start = String(query._start)
      if (query._limit !== undefined) text._limit = String(query._limit)
      if (query.state !== undefined) text.state = query.state
      return portalCall(client, requestOf(E.proofs, { query: text }), ProofLinesWire)
    },
    approve: (lineId, version) =>
      portalCall(client, requestOf(E.proofApprove, { params: { lineId }, body: { version } }), ProofLineWire),
    requestChange: (lineId, version, comment) =>
      portalCall(client, requestOf(E.proofChanges, { params: { lineId }, body: { version, comment } }), ProofLineWire),
    proofFile: (lineId, version) =>
      portalCall(client, requestOf(E.proofFile, { params: { lineId, version }, answer: 'blob' }), FileBlob),
  })
}

export const ProofGatewayHttp: Layer.Layer<ProofGateway, never, HttpClient> = Layer.effect(
  ProofGateway,
  HttpClient.useSync(makeHttpProofGateway),
)
