import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { CategoryCreatePage } from '../../../../showcase-admin/catalog/category-pages'

export const Route = createFileRoute('/vitrine/backoffice/category/create')({
  head: backofficeHead('Créer une catégorie'),
  component: CategoryCreatePage,
})
