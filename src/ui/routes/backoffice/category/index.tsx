import { createFileRoute } from '@tanstack/react-router'
import { CategoryListPage } from '../../../backoffice/categories/category-list-page'
import { categoryListSearch } from '../../../backoffice/categories/category-search'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/category/')({
  validateSearch: categoryListSearch,
  head: backofficeHead('Catégories'),
  component: CategoryListPage,
})
