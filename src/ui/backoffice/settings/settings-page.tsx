import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { SETTINGS, SettingsFormBody } from '../../../contract/backoffice/settings'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { formatEuros } from '../../../domain/money'
import { formatVatRate } from '../../../domain/vat-rate'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { ResourceForm } from '../../kit/backoffice/resource-form'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { backofficeKeys, singleRecordQuery } from '../../kit/backoffice/resource.queries'
import { adminSessionQuery } from '../../app/queries/session.queries'
import { dayText } from './closure-days-field'
import { SETTINGS_FIELDS, SETTINGS_LABELS, settingsValues, settingsWireBody } from './settings-fields'

// Spec §2 `parametres`: one form, editable by super administrators; any other administrator reads it
// (the server refuses their PUT with 403 anyway).

export const SETTINGS_READ_ONLY_NOTE =
  'Seul un super administrateur peut modifier les paramètres : ils sont affichés en lecture seule.'

const HISTORY_FORMAT = {
  default_shipping_fee: (value: unknown) => (typeof value === 'number' ? formatEuros(value) : '—'),
  vat_rate_basis_points: (value: unknown) => (typeof value === 'number' ? formatVatRate(value) : '—'),
  // Audited before drizzle/0015: a whole percentage.
  vat_rate_percent: (value: unknown) => `${String(value)}\u00a0%`,
  closure_days: (value: unknown) =>
    Array.isArray(value) && value.length > 0 ? value.map((day) => dayText(String(day))).join(', ') : '—',
}

export function SettingsPage() {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const { data: settings } = useSuspenseQuery(singleRecordQuery(runUseCase, SETTINGS))
  const { data: admin } = useQuery(adminSessionQuery(runUseCase))
  const editable = admin?.role === 'super_admin'
  return (
    <BackofficePage title="Paramètres">
      {editable ? null : <p className={forms.notice}>{SETTINGS_READ_ONLY_NOTE}</p>}
      <ResourceForm
        // A new version read (after a save) starts the form again from the saved record.
        key={`${settings.version}-${editable}`}
        fields={SETTINGS_FIELDS}
        initialValues={settingsValues(settings)}
        schema={SettingsFormBody}
        extraBody={{ version: settings.version }}
        save={(body) =>
          runUseCase(
            BackofficeGateway.use((gateway) => gateway.updateSingle(SETTINGS, settingsWireBody(body) as never)),
          )
        }
        successMessage={BACKOFFICE_MESSAGES.saved}
        onSaved={() => queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(SETTINGS) })}
        submitLabel="Enregistrer les paramètres"
        readOnly={!editable}
      />
      <HistoryPanel resource={SETTINGS} id={settings.id} labels={SETTINGS_LABELS} format={HISTORY_FORMAT} />
    </BackofficePage>
  )
}
