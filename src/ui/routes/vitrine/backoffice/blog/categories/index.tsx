import { createFileRoute } from '@tanstack/react-router'
import { BlogCategoryListPage } from '../../../../../showcase-admin/blog/blog-category-pages'
import { blogCategorySearch } from '../../../../../showcase-admin/blog/blog-category-search'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/blog/categories/')({
  validateSearch: blogCategorySearch,
  head: backofficeHead('Catégories du blog'),
  component: BlogCategoryListPage,
})
