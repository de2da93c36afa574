import { getRouteApi } from '@tanstack/react-router'
import { BRANDS } from '../../../contract/backoffice/brands'
import { formatEuros } from '../../../domain/money'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { CatalogImageUpload } from '../catalog-image-upload'
import { BrandPriceLists } from './brand-price-lists'
import { BrandArtworks } from './brand-artworks'
import { BRAND_FIELDS, BRAND_LABELS, BRAND_SCREEN, brandValues, EMPTY_BRAND } from './brand-fields'

// Creating and editing a brand (spec §2): the kit's form on the contract's schemas, then back to the list.

const moneyOrDash = (value: unknown) => (typeof value === 'number' ? formatEuros(value) : '—')
const HISTORY_FORMAT = { franco_price: moneyOrDash, shipping_fee: moneyOrDash }

const PAGES: RecordPageComponents = recordPages(getRouteApi('/backoffice/brand/update/$id'), {
  screen: BRAND_SCREEN,
  fields: BRAND_FIELDS,
  emptyValues: EMPTY_BRAND,
  values: brandValues,
  afterForm: (brand) => (
    <>
      <CatalogImageUpload resource={BRANDS} record={brand} path="logo" label="Logo" currentUrl={brand.logo_url} />
      <BrandPriceLists brandId={brand.id} />
      <BrandArtworks brandId={brand.id} />
    </>
  ),
  history: { labels: BRAND_LABELS, format: HISTORY_FORMAT },
})

export const BrandCreatePage = PAGES.CreatePage
export const BrandUpdatePage = PAGES.UpdatePage
