import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { createRecord, updateRecord } from '../../../../application/backoffice/admin-resource.use-cases'
import { CATEGORIES, CategoryBody, CategoryUpdateBody } from '../../../../contract/backoffice/categories'
import { BACKOFFICE_MESSAGES } from '../../../../domain/messages/backoffice-messages'
import { BackofficePage } from '../../../backoffice-kit/backoffice-layout'
import { HistoryPanel } from '../../../backoffice-kit/history-panel'
import { ResourceForm } from '../../../backoffice-kit/resource-form'
import forms from '../../../components/forms/forms.module.css'
import { useRunUseCase } from '../../../hooks/use-run-use-case'
import { backofficeKeys, resourceRecordQuery } from '../../../queries/backoffice.queries'
import { useBrandChoices } from '../record-choices'
import { CATEGORY_LABELS, categoryFields, categoryValues, EMPTY_CATEGORY } from './category-fields'

// Creating and editing a category (spec §2 `category`): the kit's form on the contract's schemas.

const CATEGORIES_CRUMB = { label: 'Catégories', to: '/backoffice/category' } as const

function BackToList() {
  return (
    <Link to="/backoffice/category" className={forms.secondary}>
      Retour à la liste
    </Link>
  )
}

function useBackToList() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(CATEGORIES) })
    await navigate({ to: '/backoffice/category' })
  }
}

function useCategoryFields() {
  const brands = useBrandChoices()
  return useMemo(() => categoryFields(brands), [brands])
}

export function CategoryCreatePage() {
  const runUseCase = useRunUseCase()
  const backToList = useBackToList()
  const fields = useCategoryFields()
  return (
    <BackofficePage title="Créer une catégorie" trail={[CATEGORIES_CRUMB]}>
      <ResourceForm
        fields={fields}
        initialValues={EMPTY_CATEGORY}
        schema={CategoryBody}
        save={(body) => runUseCase(createRecord(CATEGORIES, body as never))}
        successMessage={BACKOFFICE_MESSAGES.created}
        onSaved={backToList}
        submitLabel="Créer la catégorie"
        secondaryAction={<BackToList />}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/category/update/$id')

export function CategoryUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const backToList = useBackToList()
  const fields = useCategoryFields()
  const { data: category } = useSuspenseQuery(resourceRecordQuery(runUseCase, CATEGORIES, id))
  return (
    <BackofficePage title={`Modifier la catégorie ${category.name}`} trail={[CATEGORIES_CRUMB]}>
      <ResourceForm
        key={category.version}
        fields={fields}
        initialValues={categoryValues(category)}
        schema={CategoryUpdateBody}
        extraBody={{ version: category.version }}
        save={(body) => runUseCase(updateRecord(CATEGORIES, category.id, body as never))}
        successMessage={BACKOFFICE_MESSAGES.saved}
        onSaved={backToList}
        submitLabel="Enregistrer"
        secondaryAction={<BackToList />}
      />
      <HistoryPanel resource={CATEGORIES} id={category.id} labels={CATEGORY_LABELS} />
    </BackofficePage>
  )
}
