import type { PartnerBody, PartnerUpdateBody } from '../../../src/contract/showcase-admin/partners'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { createAudited, saveVersioned } from '../../platform/shared/versioned-save'
import { invalid, type AdminActor, type ListWindow, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { PartnerRecord, PartnerStore, PartnerUnit, PartnerValues } from './partner-store'
import { saveOrder } from './ordering'
import { removeAudited } from './audited-remove'

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
  return {
    list: (window: ListWindow) => store.list(window),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: PartnerBody): Promise<WriteOutcome<PartnerRecord>> =>
      store.run((unit) =>
        createAudited(unit, {
          actor,
          entity: ENTITY,
          check: () => checked(unit, body),
          insert: (values) => unit.insert(values, clock.now()),
        }),
      ),

    update: (actor: AdminActor, id: number, body: PartnerUpdateBody): Promise<WriteOutcome<PartnerRecord>> =>
      store.run((unit) =>
        saveVersioned(unit, {
          actor,
          entity: ENTITY,
          id,
          version: body.version,
          lock: () => unit.lock(id),
          check: () => checked(unit, body),
          write: (values) => unit.update(id, body.version, values, clock.now()),
        }),
      ),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<PartnerRecord>> =>
      store.run((unit) => removeAudited(unit, { actor, entity: ENTITY, id, version })),

    reorder: (actor: AdminActor, ids: readonly number[]) =>
      store.run((unit) => saveOrder(unit, { actor, entity: ENTITY, ids, now: clock.now() })),
  }
}
