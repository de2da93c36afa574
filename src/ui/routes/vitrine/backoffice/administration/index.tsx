import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { accountListSearch } from '../../../../showcase-admin/accounts/account-search'
import { AdministrationListPage } from '../../../../showcase-admin/accounts/account-pages'

export const Route = createFileRoute('/vitrine/backoffice/administration/')({
  validateSearch: accountListSearch,
  head: backofficeHead('Administration'),
  component: AdministrationListPage,
})
