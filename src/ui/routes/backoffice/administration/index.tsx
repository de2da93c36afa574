import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { AdministratorListPage } from '../../../screens/backoffice/administrators/administrator-list-page'
import { administratorListSearch } from '../../../screens/backoffice/administrators/administrator-search'

export const Route = createFileRoute('/backoffice/administration/')({
  validateSearch: administratorListSearch,
  head: backofficeHead('Administrateurs'),
  component: AdministratorListPage,
})
