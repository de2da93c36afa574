import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { CustomerListPage } from '../../../screens/backoffice/customers/customer-list-page'
import { customerListSearch } from '../../../screens/backoffice/customers/customer-search'

export const Route = createFileRoute('/backoffice/customer/')({
  validateSearch: customerListSearch,
  head: backofficeHead('Magasins'),
  component: CustomerListPage,
})
