import { createFileRoute } from '@tanstack/react-router'
import { catalogueListSearch } from '../../../../showcase-admin/catalogues/catalogue-search'
import { CatalogueListPage } from '../../../../showcase-admin/catalogues/catalogue-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/catalog/')({
  validateSearch: catalogueListSearch,
  head: backofficeHead('Catalogues'),
  component: CatalogueListPage,
})
