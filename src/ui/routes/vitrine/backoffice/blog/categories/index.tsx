import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { BlogCategoryListPage } from '../../../../../screens/storefront-admin/blog/blog-category-pages'
import { blogCategorySearch } from '../../../../../screens/storefront-admin/blog/blog-category-search'

export const Route = createFileRoute('/vitrine/backoffice/blog/categories/')({
  validateSearch: blogCategorySearch,
  head: backofficeHead('Catégories du blog'),
  component: BlogCategoryListPage,
})
