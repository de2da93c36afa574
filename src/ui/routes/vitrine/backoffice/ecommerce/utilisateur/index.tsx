import { createFileRoute } from '@tanstack/react-router'
import { accountListSearch } from '../../../../../showcase-admin/accounts/account-search'
import { EcommerceUserListPage } from '../../../../../showcase-admin/accounts/account-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/ecommerce/utilisateur/')({
  validateSearch: accountListSearch,
  head: backofficeHead('Utilisateurs e-commerce'),
  component: EcommerceUserListPage,
})
