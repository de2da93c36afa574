import { createFileRoute } from '@tanstack/react-router'
import { CustomerListPage } from '../../../backoffice/customers/customer-list-page'
import { customerListSearch } from '../../../backoffice/customers/customer-search'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/customer/')({
  validateSearch: customerListSearch,
  head: backofficeHead('Magasins'),
  component: CustomerListPage,
})
