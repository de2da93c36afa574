import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { accountListSearch } from '../../../../showcase-admin/accounts/account-search'
import { AccountListPage } from '../../../../showcase-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../showcase-admin/accounts/account-screens'

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
