import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import type { RunUseCase } from '../../app/router/router-context'
import { recordIdOf } from '../../kit/backoffice/load-error'
import { backofficeKeys, resourceRecordQuery } from '../../kit/backoffice/resource.queries'

/*
 * The previews of decision 036 (an article, a job offer, a product): a record as its public page shows it,
 * whatever its state (GET /admin/<resource>/{id}/preview), always read afresh. One query for the three,
 * and one loader for the previews that also read the record itself (its state for the banner).
 */

export function recordPreviewQuery<R extends AdminResource>(runUseCase: RunUseCase, previews: R, id: number) {
  return queryOptions({
    queryKey: [...backofficeKeys.record(previews, id), 'preview'] as const,
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.view(previews, id, 'preview')),
        { signal },
      ),
    staleTime: 0,
  })
}

type PreviewContext = { readonly queryClient: QueryClient; readonly runUseCase: RunUseCase }

/** A preview route's loader: the `$id`, the preview and the record, read together before the page shows. */
export async function loadRecordPreview(
  { queryClient, runUseCase }: PreviewContext,
  rawId: string,
  previews: AdminResource,
  resource: AdminResource,
): Promise<{ readonly id: number }> {
  const id = recordIdOf(rawId)
  await Promise.all([
    queryClient.ensureQueryData(recordPreviewQuery(runUseCase, previews, id)),
    queryClient.ensureQueryData(resourceRecordQuery(runUseCase, resource, id)),
  ])
  return { id }
}
