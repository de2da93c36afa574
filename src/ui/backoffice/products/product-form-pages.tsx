import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { type AdminProductWire, PRODUCTS } from '../../../contract/backoffice/products'
import { type PriceTier, tierText } from '../../../domain/price-tiers'
import type { FormValue, FormValues } from '../../kit/backoffice/form-values'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { CatalogImageUpload } from '../catalog-image-upload'
import { useBrandChoices, useCategoryChoices } from './product-choices'
import {
  EMPTY_PRODUCT,
  OPTIONS_GROUP,
  PRODUCT_LABELS,
  PRODUCT_SCREEN,
  productFields,
  productValues,
} from './product-fields'

// Creating and editing a custom product (spec §2): the kit's form with the options editor; the
// category select is re-fed with the chosen brand's categories, and emptied when the brand changes.

type AuditedOption = { label?: unknown; priceTiers?: unknown }

// An option's breaks show beside its label: a change of breaks is a change of price (decision 075).
function optionText(option: AuditedOption): string {
  const tiers = Array.isArray(option.priceTiers) ? (option.priceTiers as PriceTier[]) : []
  const label = String(option.label ?? '')
  return tiers.length === 0 ? label : `${label} (${tiers.map(tierText).join(' ; ')})`
}

const HISTORY_FORMAT = {
  active: (value: unknown) => (value === true ? 'Oui' : 'Non'),
  options: (value: unknown) => (Array.isArray(value) ? value.map(optionText).join(', ') : '—'),
}

/** The category select is fed with the brand chosen in the form (starting from the record's). */
function useProductForm(_product: AdminProductWire | null, initialValues: FormValues) {
  const [brandId, setBrandId] = useState(String(initialValues.brand_id ?? ''))
  const brands = useBrandChoices()
  const categories = useCategoryChoices(brandId)
  return {
    // Without a brand there is no category to choose: the list stays empty until one is picked.
    fields: productFields(brands.choices, brandId === '' ? [] : categories.choices),
    groups: [OPTIONS_GROUP],
    onFieldChange: (name: string, value: FormValue) => {
      if (name === 'brand_id' && typeof value === 'string') setBrandId(value)
    },
  }
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/backoffice/product/update/$id'), {
  screen: PRODUCT_SCREEN,
  useForm: useProductForm,
  emptyValues: EMPTY_PRODUCT,
  values: productValues,
  afterForm: (product) => (
    <CatalogImageUpload
      resource={PRODUCTS}
      record={product}
      path="image"
      label="Image du produit"
      currentUrl={product.image_url}
    />
  ),
  history: { labels: PRODUCT_LABELS, format: HISTORY_FORMAT },
})

export const ProductCreatePage = PAGES.CreatePage
export const ProductUpdatePage = PAGES.UpdatePage
