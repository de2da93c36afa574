import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { accountListSearch } from '../../../../../screens/storefront-admin/accounts/account-search'
import { AccountListPage } from '../../../../../screens/storefront-admin/accounts/account-pages'
import { ECOMMERCE_USERS_SCREEN } from '../../../../../screens/storefront-admin/accounts/account-screens'

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
