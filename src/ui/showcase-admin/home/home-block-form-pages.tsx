import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { SHOWCASE_PRODUCTS } from '../../../contract/showcase-admin/catalog-products'
import { HOME_BLOCKS, type HomeBlockAdminWire } from '../../../contract/showcase-admin/home-blocks'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import {
  EMPTY_HOME_BLOCK,
  HOME_BLOCK_LABELS,
  homeBlockFields,
  homeBlockValues,
  isHomeBlockType,
  productGroup,
} from './home-block-fields'

// Creating and editing a home block (spec §2 `home/create`, `home/update/{id}`): the type first, then
// the fields of that type; a product highlight lists its products in order.

const HOME_CRUMB = { label: 'Accueil du site', to: '/vitrine/backoffice/home' } as const
const LIST = '/vitrine/backoffice/home'

/** The showcase products to choose from, plus those already chosen (whatever the first page holds). */
function useProductOptions(chosen: HomeBlockAdminWire['products']) {
  const runUseCase = useRunUseCase()
  const { data } = useQuery(resourceListQuery(runUseCase, SHOWCASE_PRODUCTS, { _start: '0', _limit: '100' }))
  const options = new Map((data?.rows ?? []).map((product) => [String(product.id), product.name]))
  for (const product of chosen) options.set(String(product.product_id), product.name)
  return [...options].map(([value, label]) => ({ value, label }))
}

function HomeBlockForm({ block }: { block: HomeBlockAdminWire | null }) {
  const [type, setType] = useState(block?.type ?? null)
  const productOptions = useProductOptions(block?.products ?? [])
  return (
    <RecordForm
      resource={HOME_BLOCKS}
      listPath={LIST}
      record={block}
      createLabel="Créer le bloc"
      fields={homeBlockFields(type)}
      initialValues={block === null ? EMPTY_HOME_BLOCK : homeBlockValues(block)}
      groups={type === 'product_highlight' ? [productGroup(productOptions)] : []}
      onFieldChange={(name, value) => {
        if (name === 'type') setType(isHomeBlockType(value) ? value : null)
      }}
    />
  )
}

export function HomeBlockCreatePage() {
  return (
    <BackofficePage title="Créer un bloc" trail={[HOME_CRUMB]}>
      <HomeBlockForm block={null} />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/home/update/$id')

export function HomeBlockUpdatePage() {
  const { id, record: block } = useRouteRecord(updateRoute, HOME_BLOCKS)
  return (
    <BackofficePage title={`Modifier le bloc « ${block.title} »`} trail={[HOME_CRUMB]}>
      <HomeBlockForm block={block} />
      <HistoryPanel resource={HOME_BLOCKS} id={block.id} labels={HOME_BLOCK_LABELS} />
    </BackofficePage>
  )
}
