import { queryOptions } from '@tanstack/react-query'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { JOB_PREVIEWS } from '../../../contract/showcase-admin/jobs'
import type { RunUseCase } from '../../app/router/router-context'
import { backofficeKeys } from '../../backoffice/backoffice.queries'

/** A job as its public page shows it, even unpublished (GET /admin/jobs/{id}/preview), always afresh. */
export function jobPreviewQuery(runUseCase: RunUseCase, id: number) {
  return queryOptions({
    queryKey: [...backofficeKeys.record(JOB_PREVIEWS, id), 'preview'] as const,
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.view(JOB_PREVIEWS, id, 'preview')),
        { signal },
      ),
    staleTime: 0,
  })
}
