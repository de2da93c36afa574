import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { CategoryListPage } from '../../../../showcase-admin/catalog/category-pages'

export const Route = createFileRoute('/vitrine/backoffice/category/')({
  head: backofficeHead('Catégories'),
  component: CategoryListPage,
})
