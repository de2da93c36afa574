import { createFileRoute } from '@tanstack/react-router'
import { OrderListPage } from '../../../backoffice/orders/order-list-page'
import { orderListSearch } from '../../../backoffice/orders/order-search'
import { backofficeHead } from '../../../backoffice/routing/route-head'

// Spec §2: the orders list, the landing page of /backoffice.
export const Route = createFileRoute('/backoffice/order/')({
  validateSearch: orderListSearch,
  head: backofficeHead('Commandes'),
  component: OrderListPage,
})
