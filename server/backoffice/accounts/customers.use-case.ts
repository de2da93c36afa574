import type { CustomerBody, CustomerUpdateBody } from '../../../src/contract/backoffice/customers'
import { ACCOUNT_ADMIN_MESSAGES as M, alreadyTaken } from '../../../src/domain/messages/backoffice-messages'
import type { Clock } from '../../platform/shared/clock'
import { recordWrites } from '../../platform/shared/row-writes'
import { unchanged, type Checked } from '../../platform/shared/versioned-save'
import { invalid, refused, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
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

// The stores screen of the back office (decision 033). Every write checks the version it was given and
// records its audit line in its own transaction (docs/decisions/054-one-versioned-save.md); a
// deactivation or a deletion ends the shop's sessions.
export function customerUseCases(deps: { store: CustomerStore; clock: Clock }) {
  const { store, clock } = deps
  const records = recordWrites({ store, entity: CUSTOMER_ENTITY, snapshot: presentCustomer })

  // The write of a row, bulk or form: a deactivation ends the shop's sessions in the same transaction.
  const write = async (unit: CustomerUnit, values: Partial<CustomerValues>, before: CustomerRecord) => {
    const now = clock.now()
    const after = await unit.update(before.id, before.version, values, now)
    if (after !== null && before.active && !after.active) await unit.revokeSessions(before.id, now)
    return after
  }

  return {
    list: (request: CustomerListRequest) => store.list(request),
    batch: (request: CustomerListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: CustomerBody): Promise<WriteOutcome<CustomerRecord>> =>
      records.create(actor, {
        check: async (unit) => {
          const values = valuesOf(body)
          const fields = await fieldProblems(unit, values, null)
          return Object.keys(fields).length > 0 ? invalid(fields) : { values }
        },
        insert: (unit, values) => unit.insert(values, clock.now()),
      }),

    update: (actor: AdminActor, id: number, body: CustomerUpdateBody): Promise<WriteOutcome<CustomerRecord>> =>
      records.save(actor, id, body.version, {
        check: async (unit, before) => {
          const values = valuesOf(body)
          const fields = await fieldProblems(unit, values, id)
          // Its validated shops would be left with a validator of another brand.
          if (values.brandId !== before.brandId && (await unit.validatesOthers(id)))
            fields.brand_id = M.brandChangeWithValidated
          return Object.keys(fields).length > 0 ? invalid(fields) : { values }
        },
        write,
      }),

    /** Bulk activation or deactivation of the selected shops; each one audited. */
    setActive: (actor: AdminActor, ids: readonly number[], active: boolean): Promise<number> =>
      store.run(async (unit) => {
        let affected = 0
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
          const outcome = await records.saveIn(unit, actor, id, null, {
            check: async (_, before): Promise<Checked<Partial<CustomerValues>>> =>
              before.active === active ? unchanged : { values: { active } },
            write,
            action: active ? 'activate' : 'deactivate',
          })
          if (outcome.kind === 'saved') affected += 1
        }
        return affected
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<CustomerRecord>> =>
      records.remove(actor, id, version, {
        check: async (unit) => {
          if (await unit.hasOrders(id)) return refused(M.shopHasOrders)
          if (await unit.validatesOthers(id)) return refused(M.brandChangeWithValidated)
          return null
        },
        remove: async (unit) => {
          await unit.revokeSessions(id, clock.now())
          await unit.remove(id)
        },
      }),
  }
}

export type CustomerUseCases = ReturnType<typeof customerUseCases>
