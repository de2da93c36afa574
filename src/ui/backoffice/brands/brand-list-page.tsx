import { getRouteApi, Link } from '@tanstack/react-router'
import { deleteRecord } from '../../../application/backoffice/admin-resource.use-cases'
import { BRANDS, type BrandWire } from '../../../contract/backoffice/brands'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { formatEuros } from '../../../domain/money'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { BRAND_LIST_DEFAULTS } from './brand-search'

// Spec §2 `brand`: the brands with their franco thresholds, shipping fee and e-shop (worked example of the kit).

const route = getRouteApi('/backoffice/brand/')

const IN_USE = 'Une enseigne qui a des magasins ou des commandes ne peut pas être supprimée.'
const DELETE_ONE = `L’enseigne sera supprimée définitivement. ${IN_USE}`
const DELETE_SELECTED = `Les enseignes sélectionnées seront supprimées définitivement, une à une. ${IN_USE}`

const money = (cents: number | null) => (cents === null ? '—' : formatEuros(cents))

const COLUMNS: readonly ResourceColumn<BrandWire>[] = [
  {
    id: 'name',
    header: 'Nom',
    cell: (brand) => brand.name,
    sortKey: 'name',
    hideable: false,
    filter: { param: 'q', label: 'Nom' },
  },
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

export function BrandListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useRecordActions(BRANDS)
  const runUseCase = useRunUseCase()


  return (
    <BackofficePage
      title="Enseignes"
      actions={
        <Link to="/backoffice/brand/create" className={forms.button}>
          Créer une enseigne
        </Link>
      }
    >
      <ResourceTable
        resource={BRANDS}
        table="brands"
        caption="Liste des enseignes"
        columns={COLUMNS}
        search={search}
        defaults={BRAND_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        exportName="enseignes.csv"
        rowActions={(brand) => (
          <RecordRowActions
            editTo="/backoffice/brand/update/$id"
            id={brand.id}
            name={brand.name}
            deleteTitle={`Supprimer l’enseigne ${brand.name} ?`}
            deleteDescription={DELETE_ONE}
            onDelete={() => void actions.remove(brand)}
          />        )}
        bulkActions={[
          {
            id: 'delete',
            label: 'Supprimer la sélection',
            confirm: {
              title: 'Supprimer les enseignes sélectionnées ?',
              description: DELETE_SELECTED,
              confirmLabel: 'Supprimer',
            },
            // Brands have no bulk endpoint: one deletion each, stopping at the first refusal.
            run: async (ids) => {
              for (const id of ids) await runUseCase(deleteRecord(BRANDS, id))
              return BACKOFFICE_MESSAGES.deleted
            },
          },
        ]}
      />
    </BackofficePage>
  )
}
