import type { SettingsUpdateBody } from '../../../src/contract/backoffice/settings'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { Clock } from '../../platform/shared/clock'
import { saveVersioned } from '../../platform/shared/versioned-save'
import type { Settings } from './settings'
import { presentSettings } from './settings.presenter'
import type { SettingsStore } from './settings-store'

export const SETTINGS_ENTITY = 'settings'
// The audit log names a record by id: the settings are the one row 1.
const SETTINGS_ID = 1

export type SettingsOutcome = { kind: 'saved'; settings: Settings } | { kind: 'stale' }

// /backoffice/parametres (decision 033): read by any e-commerce administrator, written by a super
// administrator with the version read. Readers (carts, mails) read the row each time: no cache to
// invalidate, a change applies to the next request on every server. The write is the one versioned
// save of the back office (docs/decisions/054-one-versioned-save.md).
export function settingsUseCases(deps: { store: SettingsStore; clock: Clock }) {
  return {
    read: () => deps.store.read(),
    update: (actor: AdminActor, body: SettingsUpdateBody): Promise<SettingsOutcome> =>
      deps.store.run(async (unit) => {
        const outcome = await saveVersioned(unit, {
          actor,
          entity: SETTINGS_ENTITY,
          snapshot: presentSettings,
          id: SETTINGS_ID,
          version: body.version,
          lock: () => unit.lock(),
          write: (_, before) => {
            const values = {
              defaultShippingFee: body.default_shipping_fee,
              vatRateBasisPoints: body.vat_rate_basis_points,
              companyName: body.company_name,
              companyAddress: body.company_address,
              companyEmail: body.company_email,
              orderNotificationEmail: body.order_notification_email,
              validationReminderDays: body.validation_reminder_days,
              closureDays: body.closure_days ?? before.closureDays,
              proofReminderDays: body.proof_reminder_days ?? before.proofReminderDays,
              stockForecastWeeks: body.stock_forecast_weeks ?? before.stockForecastWeeks,
              stockAlertDays: body.stock_alert_days ?? before.stockAlertDays,
            }
            return unit.update(body.version, values, deps.clock.now())
          },
        })
        // The row always exists and nothing is checked: a write ends saved or stale.
        return outcome.kind === 'saved' ? { kind: 'saved', settings: outcome.record } : { kind: 'stale' }
      }),
  }
}

export type SettingsUseCases = ReturnType<typeof settingsUseCases>
