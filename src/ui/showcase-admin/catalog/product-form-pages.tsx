import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { SHOWCASE_CATEGORIES } from '../../../contract/showcase-admin/catalog-categories'
import { SHOWCASE_PRODUCTS } from '../../../contract/showcase-admin/catalog-products'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { EMPTY_PRODUCT, productFields, productValues } from './product-fields'
import { ProductVariantsSection } from './variant-pages'

// Spec §2 `product`: create and edit a product; its variants are listed under the edit form.

const LIST = '/vitrine/backoffice/product'
export const PRODUCTS_CRUMB = { label: 'Produits', to: LIST } as const

function useCategories() {
  const runUseCase = useRunUseCase()
  return useSuspenseQuery(resourceListQuery(runUseCase, SHOWCASE_CATEGORIES, {})).data.rows
}

export function ProductCreatePage() {
  const categories = useCategories()
  return (
    <BackofficePage title="Créer un produit" trail={[PRODUCTS_CRUMB]}>
      <RecordForm
        resource={SHOWCASE_PRODUCTS}
        listPath={LIST}
        record={null}
        createLabel="Créer le produit"
        fields={productFields(categories, null)}
        initialValues={EMPTY_PRODUCT}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/product/update/$id/')

export function ProductUpdatePage() {
  const { id, record: product } = useRouteRecord(updateRoute, SHOWCASE_PRODUCTS)
  const categories = useCategories()
  return (
    <BackofficePage
      title={`Modifier le produit ${product.name}`}
      trail={[PRODUCTS_CRUMB]}
      actions={
        <Link to="/vitrine/backoffice/product/preview/$id" params={{ id: String(id) }}>
          Prévisualiser
        </Link>
      }
    >
      <RecordForm
        resource={SHOWCASE_PRODUCTS}
        listPath={LIST}
        record={product}
        fields={productFields(categories, product)}
        initialValues={productValues(product)}
      />
      <ProductVariantsSection productId={product.id} />
      <HistoryPanel resource={SHOWCASE_PRODUCTS} id={product.id} />
    </BackofficePage>
  )
}
