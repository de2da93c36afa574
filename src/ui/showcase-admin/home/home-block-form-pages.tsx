import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { SHOWCASE_PRODUCTS } from '../../../contract/showcase-admin/catalog-products'
import type { HomeBlockAdminWire } from '../../../contract/showcase-admin/home-blocks'
import type { FormValue } from '../../kit/backoffice/form-values'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { updateTitleOf } from '../../kit/backoffice/resource-screen'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import {
  EMPTY_HOME_BLOCK,
  HOME_BLOCK_LABELS,
  HOME_BLOCK_SCREEN,
  homeBlockFields,
  homeBlockValues,
  isHomeBlockType,
  productGroup,
  quotedTitle,
} from './home-block-fields'

// Creating and editing a home block (spec §2 `home/create`, `home/update/{id}`): the type first, then
// the fields of that type; a product highlight lists its products in order.

/** The showcase products to choose from, plus those already chosen (whatever the first page holds). */
function useProductOptions(chosen: HomeBlockAdminWire['products']) {
  const runUseCase = useRunUseCase()
  const { data } = useQuery(resourceListQuery(runUseCase, SHOWCASE_PRODUCTS, { _start: '0', _limit: '100' }))
  const options = new Map((data?.rows ?? []).map((product) => [String(product.id), product.name]))
  for (const product of chosen) options.set(String(product.product_id), product.name)
  return [...options].map(([value, label]) => ({ value, label }))
}

/** The fields of the chosen type; a product highlight's products in their group. */
function useHomeBlockForm(block: HomeBlockAdminWire | null) {
  const [type, setType] = useState(block?.type ?? null)
  const productOptions = useProductOptions(block?.products ?? [])
  return {
    fields: homeBlockFields(type),
    groups: type === 'product_highlight' ? [productGroup(productOptions)] : [],
    onFieldChange: (name: string, value: FormValue) => {
      if (name === 'type') setType(isHomeBlockType(value) ? value : null)
    },
  }
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/home/update/$id'), {
  screen: HOME_BLOCK_SCREEN,
  updateTitle: (block) => updateTitleOf(HOME_BLOCK_SCREEN, quotedTitle(block)),
  useForm: useHomeBlockForm,
  emptyValues: EMPTY_HOME_BLOCK,
  values: homeBlockValues,
  history: { labels: HOME_BLOCK_LABELS },
})

export const HomeBlockCreatePage = PAGES.CreatePage
export const HomeBlockUpdatePage = PAGES.UpdatePage
