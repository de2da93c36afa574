import { createFileRoute } from '@tanstack/react-router'
import { ProductListPage } from '../../../../showcase-admin/catalog/product-list-page'
import { productListSearch } from '../../../../showcase-admin/catalog/product-search'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/product/')({
  validateSearch: productListSearch,
  head: backofficeHead('Produits'),
  component: ProductListPage,
})
