import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { CategoryListPage } from '../../../screens/backoffice/categories/category-list-page'
import { categoryListSearch } from '../../../screens/backoffice/categories/category-search'

export const Route = createFileRoute('/backoffice/category/')({
  validateSearch: categoryListSearch,
  head: backofficeHead('Catégories'),
  component: CategoryListPage,
})
