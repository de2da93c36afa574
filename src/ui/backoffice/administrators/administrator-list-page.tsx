import { getRouteApi, Link } from '@tanstack/react-router'
import { ADMINISTRATOR_ROLE_LABELS, ADMINISTRATOR_ROLES, ADMINISTRATORS, type AdministratorWire } from '../../../contract/backoffice/administrators'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { formatDay } from '../../kit/format/dates'
import { roleLabel } from './administrator-fields'
import { ADMINISTRATOR_LIST_DEFAULTS } from './administrator-search'

// Spec §2 `administration`: the e-commerce back office's administrators, for super administrators only
// (the server answers 403 to anyone else, and the table shows its message).

const route = getRouteApi('/backoffice/administration/')

const DELETE_ONE =
  'Le compte sera supprimé définitivement. Vous ne pouvez pas supprimer votre propre compte, ' +
  'et il doit rester au moins un super administrateur actif.'

const ROLE_FILTER = ADMINISTRATOR_ROLES.map((role) => ({ value: role, label: ADMINISTRATOR_ROLE_LABELS[role] }))
const ACTIVE_FILTER = [
  { value: 'true', label: 'Actif' },
  { value: 'false', label: 'Inactif' },
]

const COLUMNS: readonly ResourceColumn<AdministratorWire>[] = [
  {
    id: 'login',
    header: 'Login',
    cell: (administrator) => administrator.login,
    sortKey: 'login',
    hideable: false,
    filter: { param: 'q', label: 'Login ou e-mail' },
  },
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

export function AdministratorListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useRecordActions(ADMINISTRATORS)


  return (
    <BackofficePage
      title="Administrateurs"
      actions={
        <Link to="/backoffice/administration/create" className={forms.button}>
          Créer un administrateur
        </Link>
      }
    >
      <ResourceTable
        resource={ADMINISTRATORS}
        table="administrators"
        caption="Liste des administrateurs"
        columns={COLUMNS}
        search={search}
        defaults={ADMINISTRATOR_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        exportName="administrateurs.csv"
        rowActions={(administrator) => (
          <RecordRowActions
            editTo="/backoffice/administration/update/$id"
            id={administrator.id}
            name={administrator.login}
            deleteTitle={`Supprimer l’administrateur ${administrator.login} ?`}
            deleteDescription={DELETE_ONE}
            onDelete={() => void actions.remove(administrator)}
          />        )}
      />
    </BackofficePage>
  )
}
