import { createFileRoute } from '@tanstack/react-router'
import { CategoryCreatePage } from '../../../../showcase-admin/catalog/category-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/category/create')({
  head: backofficeHead('Créer une catégorie'),
  component: CategoryCreatePage,
})
