import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { CategoryCreatePage } from '../../../screens/backoffice/categories/category-form-pages'

export const Route = createFileRoute('/backoffice/category/create')({
  head: backofficeHead('Créer une catégorie'),
  component: CategoryCreatePage,
})
