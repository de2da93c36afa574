import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { accountListSearch } from '../../../../../showcase-admin/accounts/account-search'
import { AccountListPage } from '../../../../../showcase-admin/accounts/account-pages'
import { ECOMMERCE_USERS_SCREEN } from '../../../../../showcase-admin/accounts/account-screens'

export const Route = createFileRoute('/vitrine/backoffice/ecommerce/utilisateur/')({
  validateSearch: accountListSearch,
  head: backofficeHead('Utilisateurs e-commerce'),
  component: ListPage,
})

function ListPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccountListPage
      screen={ECOMMERCE_USERS_SCREEN}
      search={search}
      onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  )
}
