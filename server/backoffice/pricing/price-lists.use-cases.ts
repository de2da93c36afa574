import { tiersFromWire } from '../../../src/contract/portal/shared-shapes'
import {
  PRICE_LIST_FIELD_MESSAGES as F,
  type PriceListBody,
  type PriceListUpdateBody,
} from '../../../src/contract/backoffice/price-lists'
import { PRICE_LIST_MESSAGES, validityProblem } from '../../../src/domain/price-lists'
import { priceBookProblem } from '../../../src/domain/price-tiers'
import type { Clock } from '../../platform/shared/clock'
import { createAudited, removeVersioned, saveVersioned, type Checked } from '../../platform/shared/versioned-save'
import { invalid, missing, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { PriceListRecord, PriceListStore, PriceListUnit, PriceListValues } from './price-list-store'

// A brand's price lists (docs/decisions/075-price-tiers-price-lists-lead-times.md). Each write locks the
// brand's row first, so that the overlap check against its other lists holds until the commit; the list and
// its prices are written, and audited with their prices before and after, in that one transaction.

const ENTITY = 'brand_price_list'

function valuesOf(body: PriceListBody): PriceListValues {
  return {
    name: body.name,
    validFrom: body.valid_from,
    validTo: body.valid_to,
    prices: body.prices.map((price) => ({
      optionId: price.option_id,
      unitPrice: price.unit_price,
      priceTiers: tiersFromWire(price.price_tiers),
    })),
  }
}

/** Every refusal of the form at once, keyed as the form's fields (`prices.0.option_id`). */
async function check(
  unit: PriceListUnit,
  brandId: number,
  listId: number | null,
  body: PriceListBody,
): Promise<Checked<PriceListValues>> {
  const values = valuesOf(body)
  const fields: Record<string, string> = {}
  const period = validityProblem(values, await unit.otherPeriods(brandId, listId))
  if (period !== null) fields[period === PRICE_LIST_MESSAGES.dates ? 'valid_to' : 'valid_from'] = period
  const ours = await unit.optionsOfBrand(
    brandId,
    values.prices.map((price) => price.optionId),
  )
  const seen = new Set<number>()
  values.prices.forEach((price, index) => {
    if (!ours.has(price.optionId)) fields[`prices.${index}.option_id`] = F.option
    else if (seen.has(price.optionId)) fields[`prices.${index}.option_id`] = F.duplicate
    seen.add(price.optionId)
    const problem = priceBookProblem({ unitPriceCents: price.unitPrice, tiers: price.priceTiers })
    if (problem !== null) fields[`prices.${index}.price_tiers`] = problem
  })
  return Object.keys(fields).length > 0 ? invalid(fields) : { values }
}

export function priceListUseCases(deps: { store: PriceListStore; clock: Clock }) {
  const { store, clock } = deps
  const audited = (actor: AdminActor) => ({ actor, entity: ENTITY })

  return {
    /** Null when the brand does not exist. */
    async list(brandId: number): Promise<PriceListRecord[] | null> {
      return (await store.brandExists(brandId)) ? store.listsOf(brandId) : null
    },
    async options(brandId: number) {
      return (await store.brandExists(brandId)) ? store.optionsOf(brandId) : null
    },

    create: (actor: AdminActor, brandId: number, body: PriceListBody): Promise<WriteOutcome<PriceListRecord>> =>
      store.run(async (unit) => {
        if (!(await unit.lockBrand(brandId))) return missing
        return createAudited(unit, {
          ...audited(actor),
          check: () => check(unit, brandId, null, body),
          insert: (values) => unit.insert(brandId, values, clock.now()),
        })
      }),

    update: (
      actor: AdminActor,
      brandId: number,
      listId: number,
      body: PriceListUpdateBody,
    ): Promise<WriteOutcome<PriceListRecord>> =>
      store.run(async (unit) => {
        if (!(await unit.lockBrand(brandId))) return missing
        return saveVersioned(unit, {
          ...audited(actor),
          id: listId,
          version: body.version,
          lock: () => unit.lockList(brandId, listId),
          check: () => check(unit, brandId, listId, body),
          write: (values) => unit.update(listId, body.version, values, clock.now()),
        })
      }),

    remove: (
      actor: AdminActor,
      brandId: number,
      listId: number,
      version: number | null,
    ): Promise<WriteOutcome<PriceListRecord>> =>
      store.run(async (unit) => {
        if (!(await unit.lockBrand(brandId))) return missing
        return removeVersioned(unit, {
          ...audited(actor),
          id: listId,
          version,
          lock: () => unit.lockList(brandId, listId),
          remove: () => unit.remove(listId),
        })
      }),
  }
}

export type PriceListUseCases = ReturnType<typeof priceListUseCases>
