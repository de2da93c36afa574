import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { CustomerListPage } from '../../../backoffice/customers/customer-list-page'
import { customerListSearch } from '../../../backoffice/customers/customer-search'

export const Route = createFileRoute('/backoffice/customer/')({
  validateSearch: customerListSearch,
  head: backofficeHead('Magasins'),
  component: CustomerListPage,
})
