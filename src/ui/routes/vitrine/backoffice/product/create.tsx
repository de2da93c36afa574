import { createFileRoute } from '@tanstack/react-router'
import { ProductCreatePage } from '../../../../showcase-admin/catalog/product-form-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/product/create')({
  head: backofficeHead('Créer un produit'),
  component: ProductCreatePage,
})
