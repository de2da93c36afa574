import { queryOptions } from '@tanstack/react-query'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { ARTICLE_PREVIEWS } from '../../../contract/showcase-admin/blog'
import type { RunUseCase } from '../../app/router/router-context'
import { backofficeKeys } from '../../backoffice/backoffice.queries'

/** An article as its public page shows it, whatever its state (GET /admin/articles/{id}/preview), afresh. */
export function articlePreviewQuery(runUseCase: RunUseCase, id: number) {
  return queryOptions({
    queryKey: [...backofficeKeys.record(ARTICLE_PREVIEWS, id), 'preview'] as const,
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.view(ARTICLE_PREVIEWS, id, 'preview')),
        { signal },
      ),
    staleTime: 0,
  })
}
