import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { CategoryCreatePage } from '../../../../screens/storefront-admin/catalog/category-pages'

export const Route = createFileRoute('/vitrine/backoffice/category/create')({
  head: backofficeHead('Créer une catégorie'),
  component: CategoryCreatePage,
})
