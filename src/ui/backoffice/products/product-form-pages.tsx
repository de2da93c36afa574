import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { type AdminProductWire, PRODUCTS } from '../../../contract/backoffice/products'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import type { FormValues } from '../../kit/backoffice/form-values'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { CatalogImageUpload } from '../catalog-image-upload'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { useBrandChoices, useCategoryChoices } from './product-choices'
import { EMPTY_PRODUCT, OPTIONS_GROUP, PRODUCT_LABELS, productFields, productValues } from './product-fields'

// Creating and editing a custom product (spec §2): the kit's form with the options editor; the
// category select is re-fed with the chosen brand's categories, and emptied when the brand changes.

const PRODUCTS_CRUMB = { label: 'Produits', to: '/backoffice/product' } as const
const HISTORY_FORMAT = {
  active: (value: unknown) => (value === true ? 'Oui' : 'Non'),
  options: (value: unknown) =>
    Array.isArray(value) ? value.map((option: { label?: unknown }) => String(option.label ?? '')).join(', ') : '—',
}

const LIST = '/backoffice/product'

type ProductFormProps = {
  readonly initialValues: FormValues
  readonly product: AdminProductWire | null
}

function ProductForm({ initialValues, product }: ProductFormProps) {
  const [brandId, setBrandId] = useState(String(initialValues.brand_id ?? ''))
  const brands = useBrandChoices()
  const categories = useCategoryChoices(brandId)
  // Without a brand there is no category to choose: the list stays empty until one is picked.
  const fields = productFields(brands.choices, brandId === '' ? [] : categories.choices)
  return (
    <RecordForm
      resource={PRODUCTS}
      listPath={LIST}
      record={product}
      createLabel="Créer le produit"
      fields={fields}
      groups={[OPTIONS_GROUP]}
      initialValues={initialValues}
      onFieldChange={(name, value) => {
        if (name === 'brand_id' && typeof value === 'string') setBrandId(value)
      }}
    />
  )
}

export function ProductCreatePage() {
  return (
    <BackofficePage title="Créer un produit" trail={[PRODUCTS_CRUMB]}>
      <ProductForm initialValues={EMPTY_PRODUCT} product={null} />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/product/update/$id')

export function ProductUpdatePage() {
  const { id, record: product } = useRouteRecord(updateRoute, PRODUCTS)
  return (
    <BackofficePage title={`Modifier le produit ${product.name}`} trail={[PRODUCTS_CRUMB]}>
      <ProductForm initialValues={productValues(product)} product={product} />
      <CatalogImageUpload
        resource={PRODUCTS}
        record={product}
        path="image"
        label="Image du produit"
        currentUrl={product.image_url}
      />
      <HistoryPanel resource={PRODUCTS} id={product.id} labels={PRODUCT_LABELS} format={HISTORY_FORMAT} />
    </BackofficePage>
  )
}
