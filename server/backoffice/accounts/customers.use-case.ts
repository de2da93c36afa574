import type { CustomerBody, CustomerUpdateBody } from '../../../src/contract/backoffice/customers'
import { ACCOUNT_ADMIN_MESSAGES as M, alreadyTaken } from '../../../src/domain/messages/backoffice-messages'
import type { Clock } from '../../platform/shared/clock'
import { invalid, missing, refused, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import { presentCustomer } from './customer.presenter'
import type { CustomerListRequest, CustomerRecord, CustomerStore, CustomerUnit, CustomerValues } from './customer-store'

export const CUSTOMER_ENTITY = 'customer'

function valuesOf(body: CustomerBody): CustomerValues {
  return {
    brandId: body.brand_id,
    identifiant: body.identifiant,
    name: body.name,
    email: body.email,
    addressLine1: body.address_line1,
    postalCode: body.postal_code,
    city: body.city,
    country: body.country,
    validatorId: body.validator_id,
    active: body.active,
  }
}

// The rules a shop's form must meet that only the database can tell, all reported at once.
async function fieldProblems(unit: CustomerUnit, values: CustomerValues, id: number | null) {
  const fields: Record<string, string> = {}
  if (await unit.identifiantTaken(values.identifiant, id)) fields.identifiant = alreadyTaken('Cet identifiant')
  const brandKnown = await unit.brandExists(values.brandId)
  if (!brandKnown) fields.brand_id = M.brandUnknown
  if (values.validatorId !== null) {
    const validatorBrand = values.validatorId === id ? null : await unit.shopBrand(values.validatorId)
    if (values.validatorId === id) fields.validator_id = M.validatorSelf
    else if (validatorBrand === null) fields.validator_id = M.validatorUnknown
    else if (brandKnown && validatorBrand !== values.brandId) fields.validator_id = M.validatorOtherBrand
  }
  return fields
}

// The stores screen of the back office (issue 8). Every write checks the version it was given and
// records its audit line in its own transaction; a deactivation or a deletion ends the shop's sessions.
export function customerUseCases(deps: { store: CustomerStore; clock: Clock }) {
  const { store, clock } = deps
  const snapshot = (record: CustomerRecord) => presentCustomer(record)

  async function save(
    unit: CustomerUnit,
    actor: AdminActor,
    before: CustomerRecord,
    version: number,
    values: Partial<CustomerValues>,
    action = 'update',
  ) {
    const now = clock.now()
    const after = await unit.update(before.id, version, values, now)
    if (after === null) return stale
    if (before.active && !after.active) await unit.revokeSessions(after.id, now)
    await unit.audit({
      actor,
      entity: CUSTOMER_ENTITY,
      entityId: after.id,
      action,
      before: snapshot(before),
      after: snapshot(after),
    })
    return saved(after)
  }

  return {
    list: (request: CustomerListRequest) => store.list(request),
    batch: (request: CustomerListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: CustomerBody): Promise<WriteOutcome<CustomerRecord>> =>
      store.run(async (unit) => {
        const values = valuesOf(body)
        const fields = await fieldProblems(unit, values, null)
        if (Object.keys(fields).length > 0) return invalid(fields)
        const record = await unit.insert(values, clock.now())
        await unit.audit({
          actor,
          entity: CUSTOMER_ENTITY,
          entityId: record.id,
          action: 'create',
          before: null,
          after: snapshot(record),
        })
        return saved(record)
      }),

    update: (actor: AdminActor, id: number, body: CustomerUpdateBody): Promise<WriteOutcome<CustomerRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        const values = valuesOf(body)
        const fields = await fieldProblems(unit, values, id)
        // Its validated shops would be left with a validator of another brand.
        if (values.brandId !== before.brandId && (await unit.validatesOthers(id)))
          fields.brand_id = M.brandChangeWithValidated
        if (Object.keys(fields).length > 0) return invalid(fields)
        return save(unit, actor, before, body.version, values)
      }),

    /** Bulk activation or deactivation of the selected shops; each one audited. */
    setActive: (actor: AdminActor, ids: readonly number[], active: boolean): Promise<number> =>
      store.run(async (unit) => {
        let affected = 0
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
          const before = await unit.lock(id)
          if (before === null || before.active === active) continue
          const outcome = await save(
            unit,
            actor,
            before,
            before.version,
            { active },
            active ? 'activate' : 'deactivate',
          )
          if (outcome.kind === 'saved') affected += 1
        }
        return affected
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<CustomerRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (version !== null && before.version !== version) return stale
        if (await unit.hasOrders(id)) return refused(M.shopHasOrders)
        if (await unit.validatesOthers(id)) return refused(M.brandChangeWithValidated)
        await unit.revokeSessions(id, clock.now())
        await unit.remove(id)
        await unit.audit({
          actor,
          entity: CUSTOMER_ENTITY,
          entityId: id,
          action: 'delete',
          before: snapshot(before),
          after: null,
        })
        return saved(before)
      }),
  }
}

export type CustomerUseCases = ReturnType<typeof customerUseCases>
