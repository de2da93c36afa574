import type { VariantBody, VariantUpdateBody } from '../../../src/contract/showcase-admin/catalog-products'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { invalid, missing, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { ValuePair, VariantRecord, VariantStore, VariantUnit, VariantValues } from './catalog-admin-store'
import { checkImages, hasErrors, type Errors } from './catalog-admin-rules'

const ENTITY = 'vitrine_variant'

// The variants of a product (issue 9): a reference unique across the catalogue, and one value per
// attribute, each value belonging to the attribute it is given for.
export function variantUseCases(deps: { store: VariantStore; clock: Clock }) {
  const { store, clock } = deps

  async function valuesOf(unit: VariantUnit, body: VariantBody, id: number | null) {
    const errors: Errors = {}
    if (await unit.referenceTaken(body.reference, id)) errors.reference = M.referenceTaken
    await checkImages(unit, errors, { image_id: body.image_id })
    const attributeOf = await unit.attributesOfValues(body.attribute_values.map((row) => row.value_id))
    const seen = new Set<number>()
    const pairs: ValuePair[] = []
    body.attribute_values.forEach((row, index) => {
      const owner = attributeOf.get(row.value_id)
      if (seen.has(row.attribute_id)) errors[`attribute_values.${index}.attribute_id`] = M.attributeTwice
      else if (owner !== row.attribute_id) errors[`attribute_values.${index}.value_id`] = M.valueUnknown
      seen.add(row.attribute_id)
      pairs.push({ attributeId: row.attribute_id, valueId: row.value_id })
    })
    const values: VariantValues = {
      reference: body.reference,
      widthMm: body.width_mm,
      heightMm: body.height_mm,
      depthMm: body.depth_mm,
      imageId: body.image_id,
      position: body.position,
    }
    return { errors, values, pairs }
  }

  return {
    list: (productId: number) => store.list(productId),
    find: (productId: number, id: number) => store.find(productId, id),

    create: (actor: AdminActor, productId: number, body: VariantBody): Promise<WriteOutcome<VariantRecord>> =>
      store.run(async (unit) => {
        if (!(await unit.productExists(productId))) return missing
        const { errors, values, pairs } = await valuesOf(unit, body, null)
        if (hasErrors(errors)) return invalid(errors)
        const record = await unit.insert(productId, values, pairs)
        await unit.touchProduct(productId, clock.now())
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

    update: (actor: AdminActor, productId: number, id: number, body: VariantUpdateBody) =>
      store.run(async (unit): Promise<WriteOutcome<VariantRecord>> => {
        const before = await unit.lock(productId, id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        const { errors, values, pairs } = await valuesOf(unit, body, id)
        if (hasErrors(errors)) return invalid(errors)
        const after = await unit.update(id, body.version, values, pairs)
        if (after === null) return stale
        await unit.touchProduct(productId, clock.now())
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'update', before, after })
        return saved(after)
      }),

    remove: (actor: AdminActor, productId: number, id: number, version: number | null) =>
      store.run(async (unit): Promise<WriteOutcome<VariantRecord>> => {
        const before = await unit.lock(productId, id)
        if (before === null) return missing
        if (version !== null && before.version !== version) return stale
        await unit.remove(id)
        await unit.touchProduct(productId, clock.now())
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'delete', before, after: null })
        return saved(before)
      }),
  }
}
