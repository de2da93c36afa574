import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { ProductCreatePage } from '../../../../showcase-admin/catalog/product-form-pages'

export const Route = createFileRoute('/vitrine/backoffice/product/create')({
  head: backofficeHead('Créer un produit'),
  component: ProductCreatePage,
})
