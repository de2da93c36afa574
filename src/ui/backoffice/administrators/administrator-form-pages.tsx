import { getRouteApi } from '@tanstack/react-router'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import {
  ADMINISTRATOR_CREATE_FIELDS,
  ADMINISTRATOR_LABELS,
  ADMINISTRATOR_SCREEN,
  ADMINISTRATOR_UPDATE_FIELDS,
  administratorValues,
  EMPTY_ADMINISTRATOR,
  roleLabel,
} from './administrator-fields'
import { SecondFactorReset } from './second-factor-reset'

// Creating and editing an administrator (spec §2): the kit's form on the contract's schemas. The
// server's refusals (deactivating yourself, leaving no super administrator) show as the form's alert.
// After the form, a super administrator may reset the administrator's second factor (decision 063).

const HISTORY_FORMAT = {
  role: (value: unknown) => roleLabel(String(value)),
  active: (value: unknown) => (value === true ? 'Oui' : 'Non'),
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/backoffice/administration/update/$id'), {
  screen: ADMINISTRATOR_SCREEN,
  createFields: ADMINISTRATOR_CREATE_FIELDS,
  fields: ADMINISTRATOR_UPDATE_FIELDS,
  emptyValues: EMPTY_ADMINISTRATOR,
  values: administratorValues,
  history: { labels: ADMINISTRATOR_LABELS, format: HISTORY_FORMAT },
  afterForm: (record) => <SecondFactorReset adminId={record.id} login={record.login} />,
})

export const AdministratorCreatePage = PAGES.CreatePage
export const AdministratorUpdatePage = PAGES.UpdatePage
