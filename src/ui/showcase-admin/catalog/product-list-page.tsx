import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { SHOWCASE_CATEGORIES } from '../../../contract/showcase-admin/catalog-categories'
import type { ProductAdminWire } from '../../../contract/showcase-admin/catalog-products'
import {
  booleanChoices,
  type ListPageComponent,
  nameColumn,
  screenListPage,
} from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import type { ListFilter } from '../../kit/backoffice/resource-table-parts'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { categoryOptions } from './catalog-fields'
import { PRODUCT_SCREEN } from './product-fields'
import { PRODUCT_LIST_DEFAULTS } from './product-search'

// Spec §2 `product`: the showcase's products, filtered by name, category and publication.

const route = getRouteApi('/vitrine/backoffice/product/')

const COLUMNS: readonly ResourceColumn<ProductAdminWire>[] = [
  nameColumn('name', 'Nom'),
  { id: 'category', header: 'Catégorie', cell: (product) => product.category_name },
  { id: 'published', header: 'Publié', cell: (product) => (product.published ? 'Oui' : 'Non') },
  { id: 'variants', header: 'Variantes', cell: (product) => product.variant_count, numeric: true },
  { id: 'position', header: 'Position', cell: (product) => product.position, sortKey: 'position', numeric: true },
]

const PUBLISHED_FILTER: ListFilter = {
  param: 'published',
  label: 'Publication',
  kind: 'select',
  options: booleanChoices('Publiés', 'Non publiés'),
}

function useProductFilters(): readonly ListFilter[] {
  const runUseCase = useRunUseCase()
  const categories = useQuery(resourceListQuery(runUseCase, SHOWCASE_CATEGORIES, {})).data?.rows ?? []
  return [
    { param: 'category_id', label: 'Catégorie', kind: 'select', options: categoryOptions(categories) },
    PUBLISHED_FILTER,
  ]
}

export const ProductListPage: ListPageComponent = screenListPage(route, {
  screen: PRODUCT_SCREEN,
  table: 'vitrine-products',
  caption: 'Liste des produits de la vitrine',
  columns: COLUMNS,
  defaults: PRODUCT_LIST_DEFAULTS,
  useFilters: useProductFilters,
  deleteDescription: 'Le produit et ses variantes seront supprimés définitivement.',
})
