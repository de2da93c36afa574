import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { createRecord, updateRecord } from '../../../../application/backoffice/admin-resource.use-cases'
import {
  AdministratorBody,
  ADMINISTRATORS,
  AdministratorUpdateBody,
} from '../../../../contract/backoffice/administrators'
import { BACKOFFICE_MESSAGES } from '../../../../domain/messages/backoffice-messages'
import { BackofficePage } from '../../../backoffice-kit/backoffice-layout'
import { HistoryPanel } from '../../../backoffice-kit/history-panel'
import { ResourceForm } from '../../../backoffice-kit/resource-form'
import forms from '../../../components/forms/forms.module.css'
import { useRunUseCase } from '../../../hooks/use-run-use-case'
import { backofficeKeys, resourceRecordQuery } from '../../../queries/backoffice.queries'
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

function BackToList() {
  return (
    <Link to="/backoffice/administration" className={forms.secondary}>
      Retour à la liste
    </Link>
  )
}

function useBackToList() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(ADMINISTRATORS) })
    await navigate({ to: '/backoffice/administration' })
  }
}

export function AdministratorCreatePage() {
  const runUseCase = useRunUseCase()
  const backToList = useBackToList()
  return (
    <BackofficePage title="Créer un administrateur" trail={[ADMINISTRATORS_CRUMB]}>
      <ResourceForm
        fields={ADMINISTRATOR_CREATE_FIELDS}
        initialValues={EMPTY_ADMINISTRATOR}
        schema={AdministratorBody}
        save={(body) => runUseCase(createRecord(ADMINISTRATORS, body as never))}
        successMessage={BACKOFFICE_MESSAGES.created}
        onSaved={backToList}
        submitLabel="Créer l’administrateur"
        secondaryAction={<BackToList />}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/administration/update/$id')

export function AdministratorUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const backToList = useBackToList()
  const { data: administrator } = useSuspenseQuery(resourceRecordQuery(runUseCase, ADMINISTRATORS, id))
  return (
    <BackofficePage title={`Modifier l’administrateur ${administrator.login}`} trail={[ADMINISTRATORS_CRUMB]}>
      <ResourceForm
        key={administrator.version}
        fields={ADMINISTRATOR_UPDATE_FIELDS}
        initialValues={administratorValues(administrator)}
        schema={AdministratorUpdateBody}
        extraBody={{ version: administrator.version }}
        save={(body) => runUseCase(updateRecord(ADMINISTRATORS, administrator.id, body as never))}
        successMessage={BACKOFFICE_MESSAGES.saved}
        onSaved={backToList}
        submitLabel="Enregistrer"
        secondaryAction={<BackToList />}
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
