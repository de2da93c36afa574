import { createFileRoute } from '@tanstack/react-router'
import { CategoryListPage } from '../../../../showcase-admin/catalog/category-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/category/')({
  head: backofficeHead('Catégories'),
  component: CategoryListPage,
})
