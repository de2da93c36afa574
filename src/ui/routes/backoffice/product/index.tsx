import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { ProductListPage } from '../../../screens/backoffice/products/product-list-page'
import { productListSearch } from '../../../screens/backoffice/products/product-search'

export const Route = createFileRoute('/backoffice/product/')({
  validateSearch: productListSearch,
  head: backofficeHead('Produits'),
  component: ProductListPage,
})
