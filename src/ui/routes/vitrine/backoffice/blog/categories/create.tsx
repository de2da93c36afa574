import { createFileRoute } from '@tanstack/react-router'
import { BlogCategoryCreatePage } from '../../../../../showcase-admin/blog/blog-category-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/blog/categories/create')({
  head: backofficeHead('Créer une catégorie du blog'),
  component: BlogCategoryCreatePage,
})
