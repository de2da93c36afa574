import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { CustomerCreatePage } from '../../../screens/backoffice/customers/customer-form-pages'

export const Route = createFileRoute('/backoffice/customer/create')({
  head: backofficeHead('Créer un magasin'),
  component: CustomerCreatePage,
})
