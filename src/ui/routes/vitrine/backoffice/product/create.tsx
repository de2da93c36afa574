import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { ProductCreatePage } from '../../../../screens/storefront-admin/catalog/product-form-pages'

export const Route = createFileRoute('/vitrine/backoffice/product/create')({
  head: backofficeHead('Créer un produit'),
  component: ProductCreatePage,
})
