import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { ProductListPage } from '../../../backoffice/products/product-list-page'
import { productListSearch } from '../../../backoffice/products/product-search'

export const Route = createFileRoute('/backoffice/product/')({
  validateSearch: productListSearch,
  head: backofficeHead('Produits'),
  component: ProductListPage,
})
