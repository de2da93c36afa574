import { getRouteApi } from '@tanstack/react-router'
import type { AccountWire } from '../../../contract/showcase-admin/accounts'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRecord } from '../../kit/backoffice/use-route-record'
import {
  booleanChoices,
  type ListPageComponent,
  type ListRoute,
  nameColumn,
  resourceListPage,
} from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import {
  ACCOUNT_CREATE_FIELDS,
  ACCOUNT_LABELS,
  ACCOUNT_LIST_DEFAULTS,
  ACCOUNT_UPDATE_FIELDS,
  accountValues,
  EMPTY_ACCOUNT,
} from './account-fields'
import { type AccountScreen, ADMINISTRATION_SCREEN, ECOMMERCE_USERS_SCREEN } from './account-screens'
import type { AccountListSearch } from './account-search'

// The list, creation and update pages of both account screens (./account-screens.ts).

const COLUMNS: readonly ResourceColumn<AccountWire>[] = [
  nameColumn('login', 'Login', 'Login ou e-mail'),
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
  options: booleanChoices('Actifs', 'Inactifs'),
} as const

const DELETE_ONE =
  'Le compte sera supprimé définitivement et ses sessions fermées. Vous ne pouvez pas supprimer ' +
  'votre propre compte.'

function accountListPage(screen: AccountScreen, route: ListRoute<AccountListSearch>): ListPageComponent {
  return resourceListPage(route, {
    resource: screen.resource,
    title: screen.title,
    create: { to: screen.create, label: screen.createLabel },
    intro: <p>{screen.lead}</p>,
    table: screen.table,
    caption: screen.caption,
    columns: COLUMNS,
    filters: [ACTIVE_FILTER],
    defaults: ACCOUNT_LIST_DEFAULTS,
    recordActions: {
      editTo: screen.update,
      name: (account) => account.login,
      deleteTitle: (login) => `Supprimer le compte ${login} ?`,
      deleteDescription: DELETE_ONE,
    },
  })
}

export const AdministrationListPage: ListPageComponent = accountListPage(
  ADMINISTRATION_SCREEN,
  getRouteApi('/vitrine/backoffice/administration/'),
)
export const EcommerceUserListPage: ListPageComponent = accountListPage(
  ECOMMERCE_USERS_SCREEN,
  getRouteApi('/vitrine/backoffice/ecommerce/utilisateur/'),
)

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
  const account = useRecord(screen.resource, id)
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
