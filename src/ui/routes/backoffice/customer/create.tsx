import { createFileRoute } from '@tanstack/react-router'
import { CustomerCreatePage } from '../../../backoffice/customers/customer-form-pages'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/customer/create')({
  head: backofficeHead('Créer un magasin'),
  component: CustomerCreatePage,
})
