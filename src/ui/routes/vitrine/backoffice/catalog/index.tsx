import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { catalogueListSearch } from '../../../../screens/storefront-admin/catalogues/catalogue-search'
import { CatalogueListPage } from '../../../../screens/storefront-admin/catalogues/catalogue-pages'

export const Route = createFileRoute('/vitrine/backoffice/catalog/')({
  validateSearch: catalogueListSearch,
  head: backofficeHead('Catalogues'),
  component: CatalogueListPage,
})
