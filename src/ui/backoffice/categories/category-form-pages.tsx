import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { useBrandChoices } from '../record-choices'
import { CATEGORY_LABELS, CATEGORY_SCREEN, categoryFields, categoryValues, EMPTY_CATEGORY } from './category-fields'

// Creating and editing a category (spec §2 `category`): the kit's form on the contract's schemas.

function useCategoryForm() {
  const brands = useBrandChoices()
  return { fields: useMemo(() => categoryFields(brands), [brands]) }
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/backoffice/category/update/$id'), {
  screen: CATEGORY_SCREEN,
  useForm: useCategoryForm,
  emptyValues: EMPTY_CATEGORY,
  values: categoryValues,
  history: { labels: CATEGORY_LABELS },
})

export const CategoryCreatePage = PAGES.CreatePage
export const CategoryUpdatePage = PAGES.UpdatePage
