import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { CategoryListPage } from '../../../../screens/storefront-admin/catalog/category-pages'

export const Route = createFileRoute('/vitrine/backoffice/category/')({
  head: backofficeHead('Catégories'),
  component: CategoryListPage,
})
