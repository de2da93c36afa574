import { getRouteApi, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { CUSTOMERS, type CustomerWire } from '../../../contract/backoffice/customers'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import type { ListFilter } from '../../kit/backoffice/resource-table-parts'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useBrandChoices } from '../record-choices'
import { CUSTOMER_LIST_DEFAULTS } from './customer-search'

// Spec §2 `customer`: the stores (shop accounts) with their brand, city, validator and state.

const route = getRouteApi('/backoffice/customer/')

const DELETE_ONE =
  'Le magasin sera supprimé définitivement. Un magasin qui a des commandes ne peut pas être supprimé : ' +
  'désactivez-le plutôt.'
const ACTIVE_CHOICES = [
  { value: 'true', label: 'Actifs' },
  { value: 'false', label: 'Inactifs' },
]

// Constant: a change of columns re-renders every cell (and would close a row's open dialog).
const COLUMNS: readonly ResourceColumn<CustomerWire>[] = [
  {
    id: 'name',
    header: 'Nom',
    cell: (shop) => shop.name,
    sortKey: 'name',
    hideable: false,
    filter: { param: 'q', label: 'Recherche (nom, identifiant, e-mail, ville)' },
  },
  { id: 'identifiant', header: 'Identifiant', cell: (shop) => shop.identifiant, sortKey: 'identifiant' },
  { id: 'brand', header: 'Enseigne', cell: (shop) => shop.brand_name },
  { id: 'city', header: 'Ville', cell: (shop) => shop.city, sortKey: 'city' },
  { id: 'validator', header: 'Validateur', cell: (shop) => shop.validator_identifiant ?? '—' },
  {
    id: 'active',
    header: 'Actif',
    cell: (shop) => (shop.active ? 'Oui' : 'Non'),
    filter: { param: 'active', label: 'État', kind: 'select', options: ACTIVE_CHOICES },
  },
  { id: 'has_password', header: 'Mot de passe', cell: (shop) => (shop.has_password ? 'Défini' : 'Non défini') },
]

export function CustomerListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useRecordActions(CUSTOMERS)
  const brands = useBrandChoices()
  const filters = useMemo(
    (): readonly ListFilter[] => [{ param: 'brand_id', label: 'Enseigne', kind: 'select', options: brands }],
    [brands],
  )



  return (
    <BackofficePage
      title="Magasins"
      actions={
        <Link to="/backoffice/customer/create" className={forms.button}>
          Créer un magasin
        </Link>
      }
    >
      <ResourceTable
        resource={CUSTOMERS}
        table="customers"
        caption="Liste des magasins"
        columns={COLUMNS}
        filters={filters}
        search={search}
        defaults={CUSTOMER_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        exportName="magasins.csv"
        rowActions={(shop) => (
          <RecordRowActions
            editTo="/backoffice/customer/update/$id"
            id={shop.id}
            name={shop.name}
            deleteTitle={`Supprimer le magasin ${shop.name} ?`}
            deleteDescription={DELETE_ONE}
            onDelete={() => void actions.remove(shop)}
          />        )}
        bulkActions={[
          { id: 'activate', label: 'Activer la sélection', run: actions.bulk('activate') },
          {
            id: 'deactivate',
            label: 'Désactiver la sélection',
            // A deactivated shop can no longer log in, and its open sessions end at once.
            confirm: {
              title: 'Désactiver les magasins sélectionnés ?',
              description: 'Ils ne pourront plus se connecter ni commander, jusqu’à leur réactivation.',
              confirmLabel: 'Désactiver',
            },
            run: actions.bulk('deactivate'),
          },
        ]}
      />
    </BackofficePage>
  )
}
