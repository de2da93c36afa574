import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import {
  createRecord,
  updateRecord,
  uploadRecordFile,
} from '../../../../application/backoffice/admin-resource.use-cases'
import { BrandBody, BRANDS, BrandUpdateBody, CATALOG_IMAGE_FIELD } from '../../../../contract/backoffice/brands'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../../domain/messages/backoffice-messages'
import { formatEuros } from '../../../../domain/money'
import { BackofficePage } from '../../../backoffice-kit/backoffice-layout'
import { FileUploadField } from '../../../backoffice-kit/file-upload-field'
import { HistoryPanel } from '../../../backoffice-kit/history-panel'
import { ResourceForm } from '../../../backoffice-kit/resource-form'
import forms from '../../../components/forms/forms.module.css'
import { useRunUseCase } from '../../../hooks/use-run-use-case'
import { backofficeKeys, resourceRecordQuery } from '../../../queries/backoffice.queries'
import { BRAND_FIELDS, BRAND_LABELS, brandValues, EMPTY_BRAND } from './brand-fields'

// Creating and editing a brand (spec §2): the kit's form on the contract's schemas, then back to the list.

const BRANDS_CRUMB = { label: 'Enseignes', to: '/backoffice/brand' } as const
const moneyOrDash = (value: unknown) => (typeof value === 'number' ? formatEuros(value) : '—')
const HISTORY_FORMAT = { franco_price: moneyOrDash, shipping_fee: moneyOrDash }

function BackToList() {
  return (
    <Link to="/backoffice/brand" className={forms.secondary}>
      Retour à la liste
    </Link>
  )
}

function useBackToList() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(BRANDS) })
    await navigate({ to: '/backoffice/brand' })
  }
}

export function BrandCreatePage() {
  const runUseCase = useRunUseCase()
  const backToList = useBackToList()
  return (
    <BackofficePage title="Créer une enseigne" trail={[BRANDS_CRUMB]}>
      <ResourceForm
        fields={BRAND_FIELDS}
        initialValues={EMPTY_BRAND}
        schema={BrandBody}
        save={(body) => runUseCase(createRecord(BRANDS, body as never))}
        successMessage={BACKOFFICE_MESSAGES.created}
        onSaved={backToList}
        submitLabel="Créer l’enseigne"
        secondaryAction={<BackToList />}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/brand/update/$id')

export function BrandUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const backToList = useBackToList()
  const { data: brand } = useSuspenseQuery(resourceRecordQuery(runUseCase, BRANDS, id))
  return (
    <BackofficePage title={`Modifier l’enseigne ${brand.name}`} trail={[BRANDS_CRUMB]}>
      <ResourceForm
        // A new version read (after a logo upload) starts the form again from the saved record.
        key={brand.version}
        fields={BRAND_FIELDS}
        initialValues={brandValues(brand)}
        schema={BrandUpdateBody}
        extraBody={{ version: brand.version }}
        save={(body) => runUseCase(updateRecord(BRANDS, brand.id, body as never))}
        successMessage={BACKOFFICE_MESSAGES.saved}
        onSaved={backToList}
        submitLabel="Enregistrer"
        secondaryAction={<BackToList />}
      />
      <FileUploadField
        label="Logo"
        currentUrl={brand.logo_url}
        accept="image/png,image/jpeg,image/webp"
        hint="PNG, JPEG ou WebP, 2 Mo au plus."
        upload={(file) =>
          runUseCase(
            uploadRecordFile(BRANDS, brand.id, {
              path: 'logo',
              field: CATALOG_IMAGE_FIELD,
              file,
              version: brand.version,
            }),
          )
        }
        successMessage={CATALOG_MESSAGES.imageSaved}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(BRANDS) })}
      />
      <HistoryPanel resource={BRANDS} id={brand.id} labels={BRAND_LABELS} format={HISTORY_FORMAT} />
    </BackofficePage>
  )
}
