import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type AdminListParams, BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import type { RunUseCase } from '../../app/router/router-context'

// The back office's reads, keyed by the resource's API path so that a write can refresh one resource
// (`queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(BRANDS) })`).

export const backofficeKeys = {
  all: ['backoffice'] as const,
  resource: (resource: AdminResource) => ['backoffice', resource.path] as const,
  list: (resource: AdminResource, params: AdminListParams) => ['backoffice', resource.path, 'list', params] as const,
  record: (resource: AdminResource, id: number) => ['backoffice', resource.path, 'record', id] as const,
  history: (resource: AdminResource, id: number) => ['backoffice', resource.path, 'history', id] as const,
}

/** One page of a list; the previous page stays on screen while the next one loads (no flicker). */
export function resourceListQuery<R extends AdminResource>(
  runUseCase: RunUseCase,
  resource: R,
  params: AdminListParams,
) {
  return queryOptions({
    queryKey: backofficeKeys.list(resource, params),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.list(resource, params)),
        { signal },
      ),
    placeholderData: keepPreviousData,
  })
}

/** One record, as an update form opens it (its version included). */
export function resourceRecordQuery<R extends AdminResource>(runUseCase: RunUseCase, resource: R, id: number) {
  return queryOptions({
    queryKey: backofficeKeys.record(resource, id),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.get(resource, id)),
        { signal },
      ),
    // A form must start from the current version: never from a cached copy another admin outdated.
    staleTime: 0,
  })
}

/** Entries per page of a history panel. */
export const HISTORY_PAGE_SIZE = 20

/**
 * A record's audit history (who, when, what, before and after), a page at a time, newest first: each
 * next page starts after the oldest entry shown, until the record's number of entries is reached.
 */
export function resourceHistoryQuery(runUseCase: RunUseCase, resource: AdminResource, id: number) {
  return infiniteQueryOptions({
    queryKey: backofficeKeys.history(resource, id),
    queryFn: ({ signal, pageParam }) =>
      runUseCase(
        BackofficeGateway.use((gateway) =>
          gateway.history(resource, id, {
            limit: HISTORY_PAGE_SIZE,
            ...(pageParam === null ? {} : { before: pageParam }),
          }),
        ),
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((sum, page) => sum + page.entries.length, 0)
      const oldest = last.entries.at(-1)
      return oldest === undefined || read >= last.total ? undefined : oldest.id
    },
  })
}

/** The one record of a single-record resource (the settings), always read afresh like a form's record. */
export function singleRecordQuery<R extends AdminResource>(runUseCase: RunUseCase, resource: R) {
  return queryOptions({
    queryKey: [...backofficeKeys.resource(resource), 'single'] as const,
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.getSingle(resource)),
        { signal },
      ),
    staleTime: 0,
  })
}
