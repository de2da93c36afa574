import { getRouteApi } from '@tanstack/react-router'
import type { AdminProductWire } from '../../../contract/backoffice/products'
import { formatEuros } from '../../../domain/money'
import {
  activationActions,
  booleanChoices,
  type ListPageComponent,
  screenListPage,
} from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import type { ListFilter } from '../../kit/backoffice/resource-table-parts'
import { useBrandChoices, useCategoryChoices } from './product-choices'
import { PRODUCT_SCREEN } from './product-fields'
import { PRODUCT_LIST_DEFAULTS } from './product-search'

// Spec §2 `product`: the custom products with their options, filtered by brand, category, state or
// text; bulk activation; CSV export of the filtered list.

const route = getRouteApi('/backoffice/product/')

const DELETE_ONE =
  'Le produit sera supprimé définitivement. Un produit déjà commandé ne peut pas être supprimé : désactivez-le.'

const ACTIVE_FILTER = booleanChoices('Actif', 'Inactif')

/** The options' unit prices, lowest to highest ("1,20 € – 2,50 €"), or one price. */
export function priceRange(product: AdminProductWire): string {
  const prices = product.options.map((option) => option.unit_price)
  if (prices.length === 0) return '—'
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? formatEuros(low) : `${formatEuros(low)} – ${formatEuros(high)}`
}

const COLUMNS: readonly ResourceColumn<AdminProductWire>[] = [
  {
    id: 'image',
    header: 'Image',
    // Decorative beside the name in the same row: an empty alternative keeps it from being read twice.
    cell: (product) =>
      product.image_url === null ? '—' : <img src={product.image_url} alt="" width={48} height={48} />,
  },
  { id: 'name', header: 'Nom', cell: (product) => product.name, sortKey: 'name', hideable: false },
  { id: 'reference', header: 'Référence', cell: (product) => product.reference, sortKey: 'reference' },
  { id: 'brand', header: 'Enseigne', cell: (product) => product.brand_name, sortKey: 'brand_name' },
  { id: 'category', header: 'Catégorie', cell: (product) => product.category_name ?? '—' },
  { id: 'options', header: 'Options', cell: (product) => product.options.length, numeric: true },
  { id: 'prices', header: 'Prix unitaire HT', cell: priceRange, numeric: true },
  { id: 'active', header: 'Actif', cell: (product) => (product.active ? 'Oui' : 'Non') },
]

// The filter selects take their choices once: the table waits for them so an address's brand shows as chosen.
function useProductFilters(search: { readonly brand_id?: string }): readonly ListFilter[] | undefined {
  const brands = useBrandChoices()
  const categories = useCategoryChoices(search.brand_id ?? '', search.brand_id === undefined)
  if (!brands.loaded || !categories.loaded) return undefined
  return [
    { param: 'q', label: 'Nom ou référence' },
    { param: 'brand_id', label: 'Enseigne', kind: 'select', options: brands.choices },
    { param: 'category_id', label: 'Catégorie', kind: 'select', options: categories.choices },
    { param: 'active', label: 'État', kind: 'select', options: ACTIVE_FILTER },
  ]
}

export const ProductListPage: ListPageComponent = screenListPage(route, {
  screen: PRODUCT_SCREEN,
  table: 'products',
  caption: 'Liste des produits',
  columns: COLUMNS,
  defaults: PRODUCT_LIST_DEFAULTS,
  useFilters: useProductFilters,
  exportName: 'produits.csv',
  deleteDescription: DELETE_ONE,
  bulkActions: activationActions({
    title: 'Désactiver les produits sélectionnés ?',
    description: 'Les magasins ne les verront plus dans leur catalogue.',
  }),
})
