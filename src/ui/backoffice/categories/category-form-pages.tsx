import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { CATEGORIES } from '../../../contract/backoffice/categories'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { useBrandChoices } from '../record-choices'
import { CATEGORY_LABELS, categoryFields, categoryValues, EMPTY_CATEGORY } from './category-fields'

// Creating and editing a category (spec §2 `category`): the kit's form on the contract's schemas.

const CATEGORIES_CRUMB = { label: 'Catégories', to: '/backoffice/category' } as const

const LIST = '/backoffice/category'

function useCategoryFields() {
  const brands = useBrandChoices()
  return useMemo(() => categoryFields(brands), [brands])
}

export function CategoryCreatePage() {
  const fields = useCategoryFields()
  return (
    <BackofficePage title="Créer une catégorie" trail={[CATEGORIES_CRUMB]}>
      <RecordForm
        resource={CATEGORIES}
        listPath={LIST}
        record={null}
        createLabel="Créer la catégorie"
        fields={fields}
        initialValues={EMPTY_CATEGORY}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/category/update/$id')

export function CategoryUpdatePage() {
  const { id, record: category } = useRouteRecord(updateRoute, CATEGORIES)
  const fields = useCategoryFields()
  return (
    <BackofficePage title={`Modifier la catégorie ${category.name}`} trail={[CATEGORIES_CRUMB]}>
      <RecordForm
        resource={CATEGORIES}
        listPath={LIST}
        record={category}
        fields={fields}
        initialValues={categoryValues(category)}
      />
      <HistoryPanel resource={CATEGORIES} id={category.id} labels={CATEGORY_LABELS} />
    </BackofficePage>
  )
}
