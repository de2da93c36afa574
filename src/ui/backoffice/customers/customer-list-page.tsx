import { getRouteApi } from '@tanstack/react-router'
import type { CustomerWire } from '../../../contract/backoffice/customers'
import {
  activationActions,
  booleanChoices,
  type ListPageComponent,
  nameColumn,
  screenListPage,
} from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { useBrandFilter } from '../record-choices'
import { CUSTOMER_SCREEN } from './customer-fields'
import { CUSTOMER_LIST_DEFAULTS } from './customer-search'

// Spec §2 `customer`: the stores (shop accounts) with their brand, city, validator and state.

const route = getRouteApi('/backoffice/customer/')

const DELETE_ONE =
  'Le magasin sera supprimé définitivement. Un magasin qui a des commandes ne peut pas être supprimé : ' +
  'désactivez-le plutôt.'
const ACTIVE_CHOICES = booleanChoices('Actifs', 'Inactifs')

// Constant: a change of columns re-renders every cell (and would close a row's open dialog).
const COLUMNS: readonly ResourceColumn<CustomerWire>[] = [
  nameColumn('name', 'Nom', 'Recherche (nom, identifiant, e-mail, ville)'),
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

export const CustomerListPage: ListPageComponent = screenListPage(route, {
  screen: CUSTOMER_SCREEN,
  table: 'customers',
  caption: 'Liste des magasins',
  columns: COLUMNS,
  useFilters: useBrandFilter,
  defaults: CUSTOMER_LIST_DEFAULTS,
  exportName: 'magasins.csv',
  deleteDescription: DELETE_ONE,
  // A deactivated shop can no longer log in, and its open sessions end at once.
  bulkActions: activationActions({
    title: 'Désactiver les magasins sélectionnés ?',
    description: 'Ils ne pourront plus se connecter ni commander, jusqu’à leur réactivation.',
  }),
})
