import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { ProductListPage } from '../../../../screens/storefront-admin/catalog/product-list-page'
import { productListSearch } from '../../../../screens/storefront-admin/catalog/product-search'

export const Route = createFileRoute('/vitrine/backoffice/product/')({
  validateSearch: productListSearch,
  head: backofficeHead('Produits'),
  component: ProductListPage,
})
