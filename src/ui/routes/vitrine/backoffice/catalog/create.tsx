import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { CatalogueCreatePage } from '../../../../screens/storefront-admin/catalogues/catalogue-pages'

export const Route = createFileRoute('/vitrine/backoffice/catalog/create')({
  head: backofficeHead('Créer un catalogue'),
  component: CatalogueCreatePage,
})
