import { useSuspenseQuery } from '@tanstack/react-query'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { resourceRecordQuery } from './resource.queries'
import { useRunUseCase } from '../hooks/use-run-use-case'

/*
 * Back-office kit: the record a record's page is about (docs/decisions/059-descriptor-list-pages.md).
 * The route's loader parsed the `$id` and put the record in the cache (recordIdOf, ./load-error.tsx);
 * the page reads it again here, suspending, so that an update page and the kit's recordPages share one
 * way to get from the address to the current version of the record.
 */

/** The slice of a record's route (getRouteApi or a file route) the page reads the record's id with. */
export type RecordRoute = { readonly useLoaderData: () => { readonly id: number } }

export function useRouteRecord<R extends AdminResource>(
  route: RecordRoute,
  resource: R,
): { readonly id: number; readonly record: ItemOf<R> } {
  const { id } = route.useLoaderData()
  return { id, record: useRecord(resource, id) }
}

/** One record by its id, suspending; a form starts from the current version (resourceRecordQuery). */
export function useRecord<R extends AdminResource>(resource: R, id: number): ItemOf<R> {
  const runUseCase = useRunUseCase()
  return useSuspenseQuery(resourceRecordQuery(runUseCase, resource, id)).data as ItemOf<R>
}
