import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { accountListSearch } from '../../../../screens/storefront-admin/accounts/account-search'
import { AccountListPage } from '../../../../screens/storefront-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../screens/storefront-admin/accounts/account-screens'

export const Route = createFileRoute('/vitrine/backoffice/administration/')({
  validateSearch: accountListSearch,
  head: backofficeHead('Administration'),
  component: ListPage,
})

function ListPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccountListPage
      screen={ADMINISTRATION_SCREEN}
      search={search}
      onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  )
}
