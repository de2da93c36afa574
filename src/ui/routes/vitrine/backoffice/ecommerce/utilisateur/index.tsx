import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { accountListSearch } from '../../../../../showcase-admin/accounts/account-search'
import { EcommerceUserListPage } from '../../../../../showcase-admin/accounts/account-pages'

export const Route = createFileRoute('/vitrine/backoffice/ecommerce/utilisateur/')({
  validateSearch: accountListSearch,
  head: backofficeHead('Utilisateurs e-commerce'),
  component: EcommerceUserListPage,
})
