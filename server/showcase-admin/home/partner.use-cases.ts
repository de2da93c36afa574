import type { PartnerBody, PartnerUpdateBody } from '../../../src/contract/showcase-admin/partners'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import {
  invalid,
  missing,
  saved,
  stale,
  type AdminActor,
  type ListWindow,
  type WriteOutcome,
} from '../../platform/shared/write-outcome'
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

async function checkLogo(unit: PartnerUnit, values: PartnerValues) {
  if (values.logoId === null || (await unit.mediaKind(values.logoId)) === 'image') return null
  return invalid({ logo_id: M.imageUnknown })
}

// The partners shown on the public site (issue 9), in the order saved here.
export function partnerUseCases(deps: { store: PartnerStore; clock: Clock }) {
  const { store, clock } = deps
  return {
    list: (window: ListWindow) => store.list(window),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: PartnerBody): Promise<WriteOutcome<PartnerRecord>> =>
      store.run(async (unit) => {
        const values = valuesOf(body)
        const refusal = await checkLogo(unit, values)
        if (refusal !== null) return refusal
        const record = await unit.insert(values, clock.now())
        await unit.audit({
          actor,
          entity: ENTITY,
          entityId: record.id,
          action: 'create',
          before: null,
          after: record,
        })
        return saved(record)
      }),

    update: (actor: AdminActor, id: number, body: PartnerUpdateBody): Promise<WriteOutcome<PartnerRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        const values = valuesOf(body)
        const refusal = await checkLogo(unit, values)
        if (refusal !== null) return refusal
        const after = await unit.update(id, body.version, values, clock.now())
        if (after === null) return stale
        await unit.audit({
          actor,
          entity: ENTITY,
          entityId: id,
          action: 'update',
          before,
          after,
        })
        return saved(after)
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<PartnerRecord>> =>
      store.run((unit) => removeAudited(unit, { actor, entity: ENTITY, id, version })),

    reorder: (actor: AdminActor, ids: readonly number[]) =>
      store.run((unit) => saveOrder(unit, { actor, entity: ENTITY, ids, now: clock.now() })),
  }
}
