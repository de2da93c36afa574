import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { PagingParams } from '../../../domain/paging'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import { EmptyState } from '../../kit/list-states/list-states'
import { PortalPage } from '../layout/portal-page'
import { routeLoadError } from '../../kit/route-load-error/route-load-error'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { deliveryAddressesQuery } from '../cart/cart.queries'
import { shopSessionQuery } from '../../app/queries/session.queries'
import { ordersToValidateQuery } from './validation.queries'
import { listView, pagingParams } from '../../app/router/list-paging'
import { type ToValidateSearch, toValidateSearch } from '../../app/router/portal-search'
import { OrdersList } from '../orders/orders-list-results'
import { AcceptSelection, useOrderSelection } from './accept-selection'

const route = getRouteApi('/account/ordervalid/')
const TITLE = 'Commandes à valider'
const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const

/** The page dialect (spec §9: 1-based page, per_page from the table rows); filters shop and dates. */
export function toValidatePaging(search: ToValidateSearch): PagingParams {
  return pagingParams(listView(search, DEFAULT_SORT), {
    shop: search.magasin === undefined ? undefined : String(search.magasin),
    date_from: search.du,
    date_to: search.au,
  })
}

export const ToValidateLoadError = routeLoadError({
  trail: ACCOUNT_CRUMBS,
  title: TITLE,
  message: PORTAL_MESSAGES.ordersList,
})

/** The shops this head office validates: the delivery addresses without its own shop. */
function useValidatedShops() {
  const runUseCase = useRunUseCase()
  const { data: me } = useSuspenseQuery(shopSessionQuery(runUseCase))
  const { data: addresses = [] } = useQuery(deliveryAddressesQuery(runUseCase))
  return addresses.filter((shop) => shop.id !== me?.id).map((shop) => ({ id: shop.id, name: shop.name }))
}

export function ToValidatePage() {
  const runUseCase = useRunUseCase()
  const search = toValidateSearch(route.useSearch())
  const navigate = route.useNavigate()
  const view = listView(search, DEFAULT_SORT)
  const { data } = useSuspenseQuery(ordersToValidateQuery(runUseCase, toValidatePaging(search)))
  const shops = useValidatedShops()
  const { selection, clear } = useOrderSelection(data.items)
  const filtered = search.magasin !== undefined || search.du !== undefined || search.au !== undefined

  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title={TITLE}>
      <OrdersList
        by={{ kind: 'shop', shops }}
        filters={search}
        label="Liste des commandes à valider"
        caption="Commandes en attente de validation"
        purpose="validate"
        data={data}
        selection={selection}
        toolbar={<AcceptSelection selected={selection.selected} onDone={clear} />}
        view={view}
        empty={
          <EmptyState>
            <p>
              {filtered
                ? 'Aucune commande à valider ne correspond à ces filtres.'
                : 'Aucune commande n’attend votre validation.'}
            </p>
          </EmptyState>
        }
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
      />
    </PortalPage>
  )
}
