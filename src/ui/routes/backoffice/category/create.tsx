import { createFileRoute } from '@tanstack/react-router'
import { CategoryCreatePage } from '../../../backoffice/categories/category-form-pages'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/category/create')({
  head: backofficeHead('Créer une catégorie'),
  component: CategoryCreatePage,
})
