import { useSuspenseQuery } from '@tanstack/react-query'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { type RecordRoute, useRouteRecord } from '../../kit/backoffice/use-route-record'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { recordPreviewQuery } from './record-preview.queries'

/** A preview page's data (decision 036): the record (its state, for the banner) and its public preview. */
export function useRecordPreview<R extends AdminResource, P extends AdminResource>(
  route: RecordRoute,
  resource: R,
  previews: P,
): { readonly id: number; readonly record: ItemOf<R>; readonly preview: ItemOf<P> } {
  const { id, record } = useRouteRecord(route, resource)
  const runUseCase = useRunUseCase()
  const { data: preview } = useSuspenseQuery(recordPreviewQuery(runUseCase, previews, id))
  return { id, record, preview: preview as ItemOf<P> }
}
