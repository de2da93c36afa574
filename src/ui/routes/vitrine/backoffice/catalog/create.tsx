import { createFileRoute } from '@tanstack/react-router'
import { CatalogueCreatePage } from '../../../../showcase-admin/catalogues/catalogue-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/catalog/create')({
  head: backofficeHead('Créer un catalogue'),
  component: CatalogueCreatePage,
})
