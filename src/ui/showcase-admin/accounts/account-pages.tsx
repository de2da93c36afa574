import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AccountWire } from '../../../contract/showcase-admin/accounts'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import type { ListPaging } from '../../kit/backoffice/list-search'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceRecordQuery } from '../../backoffice/backoffice.queries'
import {
  ACCOUNT_CREATE_FIELDS,
  ACCOUNT_LABELS,
  ACCOUNT_LIST_DEFAULTS,
  ACCOUNT_UPDATE_FIELDS,
  accountValues,
  EMPTY_ACCOUNT,
} from './account-fields'
import type { AccountScreen } from './account-screens'

// The list, creation and update pages of both account screens (./account-screens.ts).

const COLUMNS: readonly ResourceColumn<AccountWire>[] = [
  {
    id: 'login',
    header: 'Login',
    cell: (account) => account.login,
    sortKey: 'login',
    hideable: false,
    filter: { param: 'q', label: 'Login ou e-mail' },
  },
  { id: 'email', header: 'E-mail', cell: (account) => account.email, sortKey: 'email' },
  { id: 'active', header: 'État', cell: (account) => (account.active ? 'Actif' : 'Inactif') },
  {
    id: 'created_at',
    header: 'Créé le',
    cell: (account) => new Date(account.created_at).toLocaleDateString('fr-FR'),
    sortKey: 'created_at',
  },
]

const ACTIVE_FILTER = {
  param: 'active',
  label: 'État',
  kind: 'select',
  options: [
    { value: 'true', label: 'Actifs' },
    { value: 'false', label: 'Inactifs' },
  ],
} as const

const DELETE_ONE = 'Le compte sera supprimé définitivement et ses sessions fermées. Vous ne pouvez pas supprimer '
  + 'votre propre compte.'

type ListProps<S extends ListPaging> = { screen: AccountScreen; search: S; onSearch: (patch: Partial<S>) => void }

export function AccountListPage<S extends ListPaging>({ screen, search, onSearch }: ListProps<S>) {
  const actions = useRecordActions(screen.resource)
  return (
    <BackofficePage
      title={screen.title}
      actions={
        <Link to={screen.create} className={forms.button}>
          {screen.createLabel}
        </Link>
      }
    >
      <p>{screen.lead}</p>
      <ResourceTable
        resource={screen.resource}
        table={screen.table}
        caption={screen.caption}
        columns={COLUMNS}
        filters={[ACTIVE_FILTER]}
        search={search}
        defaults={ACCOUNT_LIST_DEFAULTS as never}
        onSearch={onSearch}
        rowActions={(account) => (
          <RecordRowActions
            editTo={screen.update}
            id={account.id}
            name={account.login}
            deleteTitle={`Supprimer le compte ${account.login} ?`}
            deleteDescription={DELETE_ONE}
            onDelete={() => void actions.remove(account)}
          />
        )}
      />
    </BackofficePage>
  )
}

export function AccountCreatePage({ screen }: { screen: AccountScreen }) {
  return (
    <BackofficePage title={screen.createTitle} trail={[{ label: screen.title, to: screen.list }]}>
      <RecordForm
        resource={screen.resource}
        listPath={screen.list}
        record={null}
        createLabel={screen.createLabel}
        fields={ACCOUNT_CREATE_FIELDS}
        initialValues={EMPTY_ACCOUNT}
      />
    </BackofficePage>
  )
}

export function AccountUpdatePage({ screen, id }: { screen: AccountScreen; id: number }) {
  const runUseCase = useRunUseCase()
  const { data: account } = useSuspenseQuery(resourceRecordQuery(runUseCase, screen.resource, id))
  return (
    <BackofficePage title={screen.updateTitle(account.login)} trail={[{ label: screen.title, to: screen.list }]}>
      <RecordForm
        resource={screen.resource}
        listPath={screen.list}
        record={account}
        fields={ACCOUNT_UPDATE_FIELDS}
        initialValues={accountValues(account)}
      />
      <HistoryPanel resource={screen.resource} id={account.id} labels={ACCOUNT_LABELS} />
    </BackofficePage>
  )
}
