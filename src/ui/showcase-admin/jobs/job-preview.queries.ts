import { queryOptions } from '@tanstack/react-query'
import { loadRecordView } from '../../../application/backoffice/admin-resource.use-cases'
import { JOB_PREVIEWS } from '../../../contract/showcase-admin/jobs'
import type { RunUseCase } from '../../app/router/router-context'
import { backofficeKeys } from '../../backoffice/backoffice.queries'

/** A job as its public page shows it, even unpublished (GET /admin/jobs/{id}/preview), always afresh. */
export function jobPreviewQuery(runUseCase: RunUseCase, id: number) {
  return queryOptions({
    queryKey: [...backofficeKeys.record(JOB_PREVIEWS, id), 'preview'] as const,
    queryFn: () => runUseCase(loadRecordView(JOB_PREVIEWS, id, 'preview')),
    staleTime: 0,
  })
}
