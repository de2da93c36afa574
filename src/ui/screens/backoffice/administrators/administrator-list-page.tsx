import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { deleteRecord } from '../../../../application/backoffice/admin-resource.use-cases'
import {
  ADMINISTRATOR_ROLE_LABELS,
  ADMINISTRATOR_ROLES,
  ADMINISTRATORS,
  type AdministratorWire,
} from '../../../../contract/backoffice/administrators'
import { BACKOFFICE_MESSAGES } from '../../../../domain/messages/backoffice-messages'
import { BackofficePage } from '../../../backoffice-kit/backoffice-layout'
import { notifyFailure } from '../../../backoffice-kit/kit-failures'
import { RecordRowActions } from '../../../backoffice-kit/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../../backoffice-kit/resource-table'
import forms from '../../../components/forms/forms.module.css'
import { formatDay } from '../../../format/dates'
import { useRunUseCase } from '../../../hooks/use-run-use-case'
import { notifier } from '../../../notifications/notifier'
import { backofficeKeys } from '../../../queries/backoffice.queries'
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
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()

  async function remove(administrator: AdministratorWire) {
    try {
      await runUseCase(deleteRecord(ADMINISTRATORS, administrator.id, administrator.version))
      notifier.success(BACKOFFICE_MESSAGES.deleted)
    } catch (thrown) {
      // The server's refusal (yourself, the last super administrator) is the toast's text.
      notifyFailure(thrown, BACKOFFICE_MESSAGES.deleteFailed)
    }
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(ADMINISTRATORS) })
  }

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
            onDelete={() => void remove(administrator)}
          />        )}
      />
    </BackofficePage>
  )
}
