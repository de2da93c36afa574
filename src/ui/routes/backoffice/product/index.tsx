import { createFileRoute } from '@tanstack/react-router'
import { ProductListPage } from '../../../backoffice/products/product-list-page'
import { productListSearch } from '../../../backoffice/products/product-search'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/product/')({
  validateSearch: productListSearch,
  head: backofficeHead('Produits'),
  component: ProductListPage,
})
