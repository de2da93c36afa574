import { getRouteApi } from '@tanstack/react-router'
import {
  ADMINISTRATOR_ROLE_LABELS,
  ADMINISTRATOR_ROLES,
  type AdministratorWire,
} from '../../../contract/backoffice/administrators'
import {
  booleanChoices,
  type ListPageComponent,
  nameColumn,
  screenListPage,
} from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { formatDay } from '../../kit/format/dates'
import { ADMINISTRATOR_SCREEN, roleLabel } from './administrator-fields'
import { ADMINISTRATOR_LIST_DEFAULTS } from './administrator-search'

// Spec §2 `administration`: the e-commerce back office's administrators, for super administrators only
// (the server answers 403 to anyone else, and the table shows its message).

const route = getRouteApi('/backoffice/administration/')

const DELETE_ONE =
  'Le compte sera supprimé définitivement. Vous ne pouvez pas supprimer votre propre compte, ' +
  'et il doit rester au moins un super administrateur actif.'

const ROLE_FILTER = ADMINISTRATOR_ROLES.map((role) => ({ value: role, label: ADMINISTRATOR_ROLE_LABELS[role] }))
const ACTIVE_FILTER = booleanChoices('Actif', 'Inactif')

const COLUMNS: readonly ResourceColumn<AdministratorWire>[] = [
  nameColumn('login', 'Login', 'Login ou e-mail'),
  { id: 'email', header: 'E-mail', cell: (administrator) => administrator.email, sortKey: 'email' },
  {
    id: 'role',
    header: 'Rôle',
    cell: (administrator) => roleLabel(administrator.role),
    sortKey: 'role',
    filter: { param: 'role', kind: 'select', options: ROLE_FILTER },
  },
  {
    id: 'active',
    header: 'Actif',
    cell: (administrator) => (administrator.active ? 'Oui' : 'Non'),
    filter: { param: 'active', label: 'État', kind: 'select', options: ACTIVE_FILTER },
  },
  {
    id: 'created_at',
    header: 'Créé le',
    cell: (administrator) => formatDay(administrator.created_at),
    sortKey: 'created_at',
  },
]

export const AdministratorListPage: ListPageComponent = screenListPage(route, {
  screen: ADMINISTRATOR_SCREEN,
  table: 'administrators',
  caption: 'Liste des administrateurs',
  columns: COLUMNS,
  defaults: ADMINISTRATOR_LIST_DEFAULTS,
  exportName: 'administrateurs.csv',
  deleteDescription: DELETE_ONE,
})
