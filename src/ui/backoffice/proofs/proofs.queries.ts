import { queryOptions } from '@tanstack/react-query'
import { BackofficeProofGateway } from '../../../application/backoffice/ports/proof-gateway'
import type { ProofListQuery } from '../../../contract/portal/proofs'
import type { RunUseCase } from '../../app/router/router-context'

// The back office's proof reads (docs/decisions/076-proof-approval.md): one key for all, so a round sent
// from an order's page refreshes the queue too.

export const backofficeProofKeys = {
  all: ['backoffice', 'proofs'] as const,
  order: (orderId: number) => [...backofficeProofKeys.all, 'order', orderId] as const,
  queue: (query: ProofListQuery) => [...backofficeProofKeys.all, 'queue', query] as const,
}

export function orderProofsQuery(runUseCase: RunUseCase, orderId: number) {
  return queryOptions({
    queryKey: backofficeProofKeys.order(orderId),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeProofGateway.use((proofs) => proofs.ofOrder(orderId)),
        { signal },
      ),
  })
}

export function proofQueueQuery(runUseCase: RunUseCase, query: ProofListQuery) {
  return queryOptions({
    queryKey: backofficeProofKeys.queue(query),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeProofGateway.use((proofs) => proofs.queue(query)),
        { signal },
      ),
  })
}
