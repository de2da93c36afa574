import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { OrderListPage } from '../../../backoffice/orders/order-list-page'
import { orderListSearch } from '../../../backoffice/orders/order-search'

// Spec §2: the orders list, the landing page of /backoffice.
export const Route = createFileRoute('/backoffice/order/')({
  validateSearch: orderListSearch,
  head: backofficeHead('Commandes'),
  component: OrderListPage,
})
