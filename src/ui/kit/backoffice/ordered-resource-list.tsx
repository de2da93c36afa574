import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { BackofficeGateway, type ItemOf, type UpdateOf } from '../../../application/backoffice/ports/backoffice-gateway'
import { failureOf } from '../../../application/use-case-failure'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { EmptyState, ErrorState, LoadingState } from '../list-states/list-states'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { errorMessage } from '../messages/error-messages'
import { notifier } from '../notifications/notifier'
import { backofficeKeys, resourceListQuery } from './resource.queries'
import { notifyFailure } from './kit-failures'
import { SortableList } from './sortable-list'

/*
 * Back-office kit: ALL the records of an ordered resource (the home page's blocks, the partners) in a
 * SortableList, each move saved at once with PUT <path>/order and the list read again afterwards.
 *
 *   <OrderedResourceList resource={PARTNERS} orderResource={PARTNER_ORDER} label="Ordre des partenaires"
 *     itemLabel={(partner) => partner.name} renderItem={(partner) => <PartnerRow partner={partner} />}
 *     empty="Aucun partenaire pour l’instant." savedMessage="Nouvel ordre enregistré"
 *     failedMessage="Impossible d’enregistrer le nouvel ordre" />
 *
 * A refused order (the list changed meanwhile) shows the server's sentence and puts the rows back.
 * Loading, empty and error states are the kit's. An order is a whole: at most 100 records (one page).
 */

export const ORDERED_LIST_LIMIT = 100

type OrderedResourceListProps<R extends AdminResource> = {
  readonly resource: R
  /** The resource's PUT <path>/order, e.g. `orderOf(PARTNERS)`. */
  readonly orderResource: AdminResource
  readonly label: string
  readonly itemLabel: (item: ItemOf<R>) => string
  readonly renderItem: (item: ItemOf<R>) => ReactNode
  readonly empty: ReactNode
  readonly savedMessage: string
  readonly failedMessage: string
}

export function OrderedResourceList<R extends AdminResource>(props: OrderedResourceListProps<R>) {
  const { resource, orderResource } = props
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const query = useQuery(resourceListQuery(runUseCase, resource, { _start: '0', _limit: String(ORDERED_LIST_LIMIT) }))

  async function save(ids: number[]) {
    try {
      const body = { ids } as UpdateOf<typeof orderResource>
      await runUseCase(BackofficeGateway.use((gateway) => gateway.updateSingle(orderResource, body)))
      notifier.success(props.savedMessage)
    } catch (thrown) {
      notifyFailure(thrown, props.failedMessage)
      throw thrown
    } finally {
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(resource) })
    }
  }

  if (query.isError) {
    const failure = failureOf(query.error)
    return (
      <ErrorState
        message={BACKOFFICE_MESSAGES.loadFailed}
        detail={failure === null ? null : errorMessage(failure)}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.data === undefined) return <LoadingState />
  const items = query.data.rows as readonly (ItemOf<R> & { readonly id: number })[]
  if (items.length === 0) return <EmptyState>{props.empty}</EmptyState>
  return (
    <SortableList
      label={props.label}
      items={items}
      itemLabel={props.itemLabel}
      renderItem={props.renderItem}
      onReorder={save}
    />
  )
}
