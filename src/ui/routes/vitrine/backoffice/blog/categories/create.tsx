import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { BlogCategoryCreatePage } from '../../../../../showcase-admin/blog/blog-category-pages'

export const Route = createFileRoute('/vitrine/backoffice/blog/categories/create')({
  head: backofficeHead('Créer une catégorie du blog'),
  component: BlogCategoryCreatePage,
})
