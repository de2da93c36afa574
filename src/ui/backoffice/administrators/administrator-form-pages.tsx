import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ADMINISTRATORS } from '../../../contract/backoffice/administrators'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceRecordQuery } from '../backoffice.queries'
import {
  ADMINISTRATOR_CREATE_FIELDS,
  ADMINISTRATOR_LABELS,
  ADMINISTRATOR_UPDATE_FIELDS,
  administratorValues,
  EMPTY_ADMINISTRATOR,
  roleLabel,
} from './administrator-fields'

// Creating and editing an administrator (spec §2): the kit's form on the contract's schemas. The
// server's refusals (deactivating yourself, leaving no super administrator) show as the form's alert.

export const ADMINISTRATORS_CRUMB = { label: 'Administrateurs', to: '/backoffice/administration' } as const
const HISTORY_FORMAT = {
  role: (value: unknown) => roleLabel(String(value)),
  active: (value: unknown) => (value === true ? 'Oui' : 'Non'),
}

const LIST = '/backoffice/administration'

export function AdministratorCreatePage() {
  return (
    <BackofficePage title="Créer un administrateur" trail={[ADMINISTRATORS_CRUMB]}>
      <RecordForm
        resource={ADMINISTRATORS}
        listPath={LIST}
        record={null}
        createLabel="Créer l’administrateur"
        fields={ADMINISTRATOR_CREATE_FIELDS}
        initialValues={EMPTY_ADMINISTRATOR}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/administration/update/$id')

export function AdministratorUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: administrator } = useSuspenseQuery(resourceRecordQuery(runUseCase, ADMINISTRATORS, id))
  return (
    <BackofficePage title={`Modifier l’administrateur ${administrator.login}`} trail={[ADMINISTRATORS_CRUMB]}>
      <RecordForm
        resource={ADMINISTRATORS}
        listPath={LIST}
        record={administrator}
        fields={ADMINISTRATOR_UPDATE_FIELDS}
        initialValues={administratorValues(administrator)}
      />
      <HistoryPanel
        resource={ADMINISTRATORS}
        id={administrator.id}
        labels={ADMINISTRATOR_LABELS}
        format={HISTORY_FORMAT}
      />
    </BackofficePage>
  )
}
