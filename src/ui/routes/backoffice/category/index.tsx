import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { CategoryListPage } from '../../../backoffice/categories/category-list-page'
import { categoryListSearch } from '../../../backoffice/categories/category-search'

export const Route = createFileRoute('/backoffice/category/')({
  validateSearch: categoryListSearch,
  head: backofficeHead('Catégories'),
  component: CategoryListPage,
})
