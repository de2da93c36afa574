import { createFileRoute } from '@tanstack/react-router'
import { accountListSearch } from '../../../../showcase-admin/accounts/account-search'
import { AdministrationListPage } from '../../../../showcase-admin/accounts/account-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/administration/')({
  validateSearch: accountListSearch,
  head: backofficeHead('Administration'),
  component: AdministrationListPage,
})
