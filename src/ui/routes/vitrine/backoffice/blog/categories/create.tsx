import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { BlogCategoryCreatePage } from '../../../../../screens/storefront-admin/blog/blog-category-pages'

export const Route = createFileRoute('/vitrine/backoffice/blog/categories/create')({
  head: backofficeHead('Créer une catégorie du blog'),
  component: BlogCategoryCreatePage,
})
