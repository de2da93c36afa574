import { Context, type Effect } from 'effect'
import type { ProofLinesWire, ProofLineWire, ProofListQuery } from '../../../contract/portal/proofs'
import type { GatewayError } from '../../errors'

// The proofs (BAT) a shop and its head office read and answer at /account/bat
// (docs/decisions/076-proof-approval.md). The lines keep the contract's shape: the screens show it as is.
export class ProofGateway extends Context.Service<
  ProofGateway,
  {
    /** GET /api/account/proofs: one page of the caller's proof lines, the waiting ones first. */
    readonly proofs: (query: ProofListQuery) => Effect.Effect<ProofLinesWire, GatewayError>
    /** POST /api/account/proofs/{lineId}/approve -> the line as answered. */
    readonly approve: (lineId: number, version: number) => Effect.Effect<ProofLineWire, GatewayError>
    /** POST /api/account/proofs/{lineId}/changes -> the line as answered. */
    readonly requestChange: (
      lineId: number,
      version: number,
      comment: string,
    ) => Effect.Effect<ProofLineWire, GatewayError>
    /** The round's PDF, read with the caller's token (a bare link would carry none). */
    readonly proofFile: (lineId: number, version: number) => Effect.Effect<Blob, GatewayError>
  }
>()('ecrin/ProofGateway') {}
