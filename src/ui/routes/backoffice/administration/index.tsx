import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { AdministratorListPage } from '../../../backoffice/administrators/administrator-list-page'
import { administratorListSearch } from '../../../backoffice/administrators/administrator-search'

export const Route = createFileRoute('/backoffice/administration/')({
  validateSearch: administratorListSearch,
  head: backofficeHead('Administrateurs'),
  component: AdministratorListPage,
})
