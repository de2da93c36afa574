import type { PartnerBody } from '../../../src/contract/showcase-admin/partners'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { rowWrites } from '../../platform/shared/row-writes'
import { invalid, type AdminActor, type ListWindow } from '../../platform/shared/write-outcome'
import type { PartnerStore, PartnerUnit, PartnerValues } from './partner-store'
import { saveOrder } from './ordering'

const ENTITY = 'vitrine_partner'

const valuesOf = (body: PartnerBody): PartnerValues => ({
  name: body.name,
  url: body.url,
  description: body.description,
  logoId: body.logo_id,
})

/** The form's values, or why they cannot be written: a logo must be an image of the library. */
async function checked(unit: PartnerUnit, body: PartnerBody) {
  const values = valuesOf(body)
  if (values.logoId === null || (await unit.mediaKind(values.logoId)) === 'image') return { values }
  return invalid({ logo_id: M.imageUnknown })
}

// The partners shown on the public site (decision 036), in the order saved here; writes go through the one
// versioned save (docs/decisions/054-one-versioned-save.md).
export function partnerUseCases(deps: { store: PartnerStore; clock: Clock }) {
  const { store, clock } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })
  return {
    list: (window: ListWindow) => store.list(window),
    find: (id: number) => store.find(id),
    ...rows.forms(checked),

    reorder: (actor: AdminActor, ids: readonly number[]) =>
      store.run((unit) => saveOrder(unit, { actor, entity: ENTITY, ids, now: clock.now() })),
  }
}
