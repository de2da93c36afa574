import { Context, type Effect } from 'effect'
import type { ProofLinesWire, ProofLineWire, ProofListQuery } from '../../../contract/portal/proofs'
import type { GatewayError } from '../../errors'

// The back office's proofs (BAT): the queue /backoffice/bat, an order's proof lines, sending a round and
// reading a round's PDF (docs/decisions/076-proof-approval.md). A refused round fails as
// `Rejected { status: 422, message }` with the server's French sentence.
export class BackofficeProofGateway extends Context.Service<
  BackofficeProofGateway,
  {
    /** GET /admin/proofs: one page of the queue, the longest waiting first. */
    readonly queue: (query: ProofListQuery) => Effect.Effect<ProofLinesWire, GatewayError>
    /** GET /admin/orders/{orderId}/proofs: the order's lines that need a proof. */
    readonly ofOrder: (orderId: number) => Effect.Effect<readonly ProofLineWire[], GatewayError>
    /** POST /admin/orders/{orderId}/lines/{lineId}/proofs (multipart): the line with its new round. */
    readonly send: (
      orderId: number,
      lineId: number,
      round: { readonly file: Blob; readonly note: string },
    ) => Effect.Effect<ProofLineWire, GatewayError>
    /** The round's PDF, read with the administrator's token (a bare link would carry none). */
    readonly file: (lineId: number, version: number) => Effect.Effect<Blob, GatewayError>
    /** The artwork a line prints, read the same way. */
    readonly artworkFile: (artworkId: number) => Effect.Effect<Blob, GatewayError>
  }
>()('ecrin/BackofficeProofGateway') {}
