import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { catalogueListSearch } from '../../../../showcase-admin/catalogues/catalogue-search'
import { CatalogueListPage } from '../../../../showcase-admin/catalogues/catalogue-pages'

export const Route = createFileRoute('/vitrine/backoffice/catalog/')({
  validateSearch: catalogueListSearch,
  head: backofficeHead('Catalogues'),
  component: CatalogueListPage,
})
