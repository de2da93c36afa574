import { getRouteApi, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { CATEGORIES, type CategoryWire } from '../../../contract/backoffice/categories'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import type { ListFilter } from '../../kit/backoffice/resource-table-parts'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useBrandChoices } from '../record-choices'
import { CATEGORY_LIST_DEFAULTS } from './category-search'

// Spec §2 `category`: the e-commerce categories of each brand, with how many products they hold.

const route = getRouteApi('/backoffice/category/')

function deleteDescription(category: CategoryWire) {
  const count = category.product_count
  const kept =
    count === 0
      ? 'Elle ne contient aucun produit.'
      : count === 1
        ? 'Son produit reste au catalogue, sans catégorie.'
        : `Ses ${count} produits restent au catalogue, sans catégorie.`
  return `La catégorie sera supprimée définitivement. ${kept}`
}

// Constant: a change of columns re-renders every cell (and would close a row's open dialog).
const COLUMNS: readonly ResourceColumn<CategoryWire>[] = [
  {
    id: 'name',
    header: 'Nom',
    cell: (category) => category.name,
    sortKey: 'name',
    hideable: false,
    filter: { param: 'q', label: 'Nom' },
  },
  { id: 'slug', header: 'Slug', cell: (category) => category.slug, sortKey: 'slug' },
  { id: 'brand', header: 'Enseigne', cell: (category) => category.brand_name, sortKey: 'brand_name' },
  { id: 'product_count', header: 'Produits', cell: (category) => category.product_count, numeric: true },
]

export function CategoryListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useRecordActions(CATEGORIES)
  const brands = useBrandChoices()
  const filters = useMemo(
    (): readonly ListFilter[] => [{ param: 'brand_id', label: 'Enseigne', kind: 'select', options: brands }],
    [brands],
  )


  return (
    <BackofficePage
      title="Catégories"
      actions={
        <Link to="/backoffice/category/create" className={forms.button}>
          Créer une catégorie
        </Link>
      }
    >
      <ResourceTable
        resource={CATEGORIES}
        table="categories"
        caption="Liste des catégories"
        columns={COLUMNS}
        filters={filters}
        search={search}
        defaults={CATEGORY_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        exportName="categories.csv"
        rowActions={(category) => (
          <RecordRowActions
            editTo="/backoffice/category/update/$id"
            id={category.id}
            name={category.name}
            deleteTitle={`Supprimer la catégorie ${category.name} ?`}
            deleteDescription={deleteDescription(category)}
            onDelete={() => void actions.remove(category)}
          />        )}
      />
    </BackofficePage>
  )
}
