import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { BRANDS } from '../../../contract/backoffice/brands'
import { formatEuros } from '../../../domain/money'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { CatalogImageUpload } from '../catalog-image-upload'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceRecordQuery } from '../backoffice.queries'
import { BRAND_FIELDS, BRAND_LABELS, brandValues, EMPTY_BRAND } from './brand-fields'

// Creating and editing a brand (spec §2): the kit's form on the contract's schemas, then back to the list.

const BRANDS_CRUMB = { label: 'Enseignes', to: '/backoffice/brand' } as const
const moneyOrDash = (value: unknown) => (typeof value === 'number' ? formatEuros(value) : '—')
const HISTORY_FORMAT = { franco_price: moneyOrDash, shipping_fee: moneyOrDash }

const LIST = '/backoffice/brand'

export function BrandCreatePage() {
  return (
    <BackofficePage title="Créer une enseigne" trail={[BRANDS_CRUMB]}>
      <RecordForm
        resource={BRANDS}
        listPath={LIST}
        record={null}
        createLabel="Créer l’enseigne"
        fields={BRAND_FIELDS}
        initialValues={EMPTY_BRAND}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/brand/update/$id')

export function BrandUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: brand } = useSuspenseQuery(resourceRecordQuery(runUseCase, BRANDS, id))
  return (
    <BackofficePage title={`Modifier l’enseigne ${brand.name}`} trail={[BRANDS_CRUMB]}>
      <RecordForm
        resource={BRANDS}
        listPath={LIST}
        record={brand}
        fields={BRAND_FIELDS}
        initialValues={brandValues(brand)}
      />
      <CatalogImageUpload
        resource={BRANDS}
        record={brand}
        path="logo"
        label="Logo"
        currentUrl={brand.logo_url}
      />
      <HistoryPanel resource={BRANDS} id={brand.id} labels={BRAND_LABELS} format={HISTORY_FORMAT} />
    </BackofficePage>
  )
}
