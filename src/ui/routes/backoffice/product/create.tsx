import { createFileRoute } from '@tanstack/react-router'
import { ProductCreatePage } from '../../../backoffice/products/product-form-pages'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/product/create')({
  head: backofficeHead('Créer un produit'),
  component: ProductCreatePage,
})
