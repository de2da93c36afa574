import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { ProductCreatePage } from '../../../screens/backoffice/products/product-form-pages'

export const Route = createFileRoute('/backoffice/product/create')({
  head: backofficeHead('Créer un produit'),
  component: ProductCreatePage,
})
