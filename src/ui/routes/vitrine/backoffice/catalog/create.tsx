import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { CatalogueCreatePage } from '../../../../showcase-admin/catalogues/catalogue-pages'

export const Route = createFileRoute('/vitrine/backoffice/catalog/create')({
  head: backofficeHead('Créer un catalogue'),
  component: CatalogueCreatePage,
})
