import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { BlogCategoryListPage } from '../../../../../showcase-admin/blog/blog-category-pages'
import { blogCategorySearch } from '../../../../../showcase-admin/blog/blog-category-search'

export const Route = createFileRoute('/vitrine/backoffice/blog/categories/')({
  validateSearch: blogCategorySearch,
  head: backofficeHead('Catégories du blog'),
  component: BlogCategoryListPage,
})
