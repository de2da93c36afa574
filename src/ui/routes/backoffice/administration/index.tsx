import { createFileRoute } from '@tanstack/react-router'
import { AdministratorListPage } from '../../../backoffice/administrators/administrator-list-page'
import { administratorListSearch } from '../../../backoffice/administrators/administrator-search'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/administration/')({
  validateSearch: administratorListSearch,
  head: backofficeHead('Administrateurs'),
  component: AdministratorListPage,
})
