import { ProofGateway } from '../../../application/portal/ports/proof-gateway'
import type { ProofState } from '../../../domain/proof-approval'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

// Under the orders root: dropped at logout with the shop's other order data (portal-query-roots.ts).
export const proofsKey = ['orders', 'proofs'] as const

export function proofsQuery(runUseCase: RunUseCase, state: ProofState | null, page: number, size: number) {
  return useCaseQuery(
    runUseCase,
    [...proofsKey, state ?? 'all', page, size] as const,
    ProofGateway.use((proofs) =>
      proofs.proofs({ _start: (page - 1) * size, _limit: size, ...(state === null ? {} : { state }) }),
    ),
  )
}
