import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { ProductListPage } from '../../../../showcase-admin/catalog/product-list-page'
import { productListSearch } from '../../../../showcase-admin/catalog/product-search'

export const Route = createFileRoute('/vitrine/backoffice/product/')({
  validateSearch: productListSearch,
  head: backofficeHead('Produits'),
  component: ProductListPage,
})
