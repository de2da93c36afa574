import { queryOptions } from '@tanstack/react-query'
import { loadRecordView } from '../../../application/backoffice/admin-resource.use-cases'
import { ARTICLE_PREVIEWS } from '../../../contract/showcase-admin/blog'
import type { RunUseCase } from '../../app/router/router-context'
import { backofficeKeys } from '../../backoffice/backoffice.queries'

/** An article as its public page shows it, whatever its state (GET /admin/articles/{id}/preview), afresh. */
export function articlePreviewQuery(runUseCase: RunUseCase, id: number) {
  return queryOptions({
    queryKey: [...backofficeKeys.record(ARTICLE_PREVIEWS, id), 'preview'] as const,
    queryFn: () => runUseCase(loadRecordView(ARTICLE_PREVIEWS, id, 'preview')),
    staleTime: 0,
  })
}
