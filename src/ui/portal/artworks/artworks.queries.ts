import { ArtworkGateway } from '../../../application/portal/ports/artwork-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

// Under the account root: dropped at logout with the rest of the shop's data (portal-query-roots.ts).
export const artworksKey = ['account', 'artworks'] as const

export function artworksQuery(runUseCase: RunUseCase, page: number, size: number) {
  return useCaseQuery(
    runUseCase,
    [...artworksKey, page, size] as const,
    ArtworkGateway.use((gateway) => gateway.artworks({ _start: (page - 1) * size, _limit: size })),
  )
}
