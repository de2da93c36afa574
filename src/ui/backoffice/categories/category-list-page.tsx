import { getRouteApi } from '@tanstack/react-router'
import type { CategoryWire } from '../../../contract/backoffice/categories'
import { type ListPageComponent, nameColumn, screenListPage } from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { useBrandFilter } from '../record-choices'
import { CATEGORY_SCREEN } from './category-fields'
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
  nameColumn('name', 'Nom'),
  { id: 'slug', header: 'Slug', cell: (category) => category.slug, sortKey: 'slug' },
  { id: 'brand', header: 'Enseigne', cell: (category) => category.brand_name, sortKey: 'brand_name' },
  { id: 'product_count', header: 'Produits', cell: (category) => category.product_count, numeric: true },
]

export const CategoryListPage: ListPageComponent = screenListPage(route, {
  screen: CATEGORY_SCREEN,
  table: 'categories',
  caption: 'Liste des catégories',
  columns: COLUMNS,
  useFilters: useBrandFilter,
  defaults: CATEGORY_LIST_DEFAULTS,
  exportName: 'categories.csv',
  deleteDescription,
})
