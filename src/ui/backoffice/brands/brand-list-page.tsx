import { getRouteApi } from '@tanstack/react-router'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { BRANDS, type BrandWire } from '../../../contract/backoffice/brands'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { formatEuros } from '../../../domain/money'
import { type ListPageComponent, nameColumn, screenListPage } from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { BRAND_SCREEN } from './brand-fields'
import { BRAND_LIST_DEFAULTS } from './brand-search'

// Spec §2 `brand`: the brands with their franco thresholds, shipping fee and e-shop (worked example of the kit).

const route = getRouteApi('/backoffice/brand/')

const IN_USE = 'Une enseigne qui a des magasins ou des commandes ne peut pas être supprimée.'
const DELETE_ONE = `L’enseigne sera supprimée définitivement. ${IN_USE}`
const DELETE_SELECTED = `Les enseignes sélectionnées seront supprimées définitivement, une à une. ${IN_USE}`

const money = (cents: number | null) => (cents === null ? '—' : formatEuros(cents))

const COLUMNS: readonly ResourceColumn<BrandWire>[] = [
  nameColumn('name', 'Nom'),
  {
    id: 'franco_qty',
    header: 'Franco (quantité)',
    cell: (brand) => brand.franco_qty ?? '—',
    sortKey: 'franco_qty',
    numeric: true,
  },
  {
    id: 'franco_price',
    header: 'Franco (montant HT)',
    cell: (brand) => money(brand.franco_price),
    sortKey: 'franco_price',
    numeric: true,
  },
  { id: 'shipping_fee', header: 'Frais de port HT', cell: (brand) => money(brand.shipping_fee), numeric: true },
  {
    id: 'ecommerce_url',
    header: 'Boutique en ligne',
    cell: (brand) => (brand.ecommerce_url === null ? '—' : <a href={brand.ecommerce_url}>{brand.ecommerce_url}</a>),
  },
]

export const BrandListPage: ListPageComponent = screenListPage(route, {
  screen: BRAND_SCREEN,
  table: 'brands',
  caption: 'Liste des enseignes',
  columns: COLUMNS,
  defaults: BRAND_LIST_DEFAULTS,
  exportName: 'enseignes.csv',
  deleteDescription: DELETE_ONE,
  bulkActions: [
    {
      id: 'delete',
      label: 'Supprimer la sélection',
      confirm: {
        title: 'Supprimer les enseignes sélectionnées ?',
        description: DELETE_SELECTED,
        confirmLabel: 'Supprimer',
      },
      // Brands have no bulk endpoint: one deletion each, stopping at the first refusal.
      run: async (ids, runUseCase) => {
        for (const id of ids) await runUseCase(BackofficeGateway.use((gateway) => gateway.remove(BRANDS, id)))
        return BACKOFFICE_MESSAGES.deleted
      },
    },
  ],
})
