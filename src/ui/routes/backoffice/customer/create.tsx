import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { CustomerCreatePage } from '../../../backoffice/customers/customer-form-pages'

export const Route = createFileRoute('/backoffice/customer/create')({
  head: backofficeHead('Créer un magasin'),
  component: CustomerCreatePage,
})
