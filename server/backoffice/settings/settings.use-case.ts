import type { SettingsUpdateBody } from '../../../src/contract/backoffice/settings'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { Clock } from '../../platform/shared/clock'
import type { Settings } from './settings'
import { presentSettings } from './settings.presenter'
import type { SettingsStore } from './settings-store'

export const SETTINGS_ENTITY = 'settings'
// The audit log names a record by id: the settings are the one row 1.
const SETTINGS_ID = 1

export type SettingsOutcome = { kind: 'saved'; settings: Settings } | { kind: 'stale' }

// /backoffice/parametres (issue 8): read by any e-commerce administrator, written by a super
// administrator with the version read. Readers (carts, mails) read the row each time: no cache to
// invalidate, a change applies to the next request on every server.
export function settingsUseCases(deps: { store: SettingsStore; clock: Clock }) {
  return {
    read: () => deps.store.read(),
    update: (actor: AdminActor, body: SettingsUpdateBody): Promise<SettingsOutcome> =>
      deps.store.run(async (unit) => {
        const before = await unit.lock()
        if (before.version !== body.version) return { kind: 'stale' }
        const values = {
          defaultShippingFee: body.default_shipping_fee,
          vatRatePercent: body.vat_rate_percent,
          companyName: body.company_name,
          companyAddress: body.company_address,
          companyEmail: body.company_email,
          orderNotificationEmail: body.order_notification_email,
        }
        const after = await unit.update(body.version, values, deps.clock.now())
        if (after === null) return { kind: 'stale' }
        const change = { before: presentSettings(before), after: presentSettings(after) }
        await unit.audit({ actor, entity: SETTINGS_ENTITY, entityId: SETTINGS_ID, action: 'update', ...change })
        return { kind: 'saved', settings: after }
      }),
  }
}

export type SettingsUseCases = ReturnType<typeof settingsUseCases>
