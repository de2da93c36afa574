import type { VariantBody, VariantUpdateBody } from '../../../src/contract/showcase-admin/catalog-products'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { createAudited, removeVersioned, saveVersioned } from '../../platform/shared/versioned-save'
import { invalid, missing, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { ValuePair, VariantRecord, VariantStore, VariantUnit, VariantValues } from './catalog-admin-store'
import { checkImages, hasErrors, type Errors } from './catalog-admin-rules'

const ENTITY = 'vitrine_variant'
const PRODUCT_ENTITY = 'vitrine_product'

/** A variant removed, and whether its product lost its publication with it (decision 070). */
export type VariantRemoval = VariantRecord & { unpublished: boolean }

// The variants of a product (decision 036): a reference unique across the catalogue, and one value per
// attribute, each value belonging to the attribute it is given for. Writes go through the one
// versioned save (docs/decisions/054-one-versioned-save.md).
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
      store.run((unit) =>
        createAudited(unit, {
          actor,
          entity: ENTITY,
          check: async () => {
            if (!(await unit.productExists(productId))) return missing
            const { errors, values, pairs } = await valuesOf(unit, body, null)
            return hasErrors(errors) ? invalid(errors) : { values: { values, pairs } }
          },
          insert: async ({ values, pairs }) => {
            const record = await unit.insert(productId, values, pairs)
            await unit.touchProduct(productId, clock.now())
            return record
          },
        }),
      ),

    update: (actor: AdminActor, productId: number, id: number, body: VariantUpdateBody) =>
      store.run(
        (unit): Promise<WriteOutcome<VariantRecord>> =>
          saveVersioned(unit, {
            actor,
            entity: ENTITY,
            id,
            version: body.version,
            lock: () => unit.lock(productId, id),
            check: async () => {
              const { errors, values, pairs } = await valuesOf(unit, body, id)
              return hasErrors(errors) ? invalid(errors) : { values: { values, pairs } }
            },
            write: async ({ values, pairs }) => {
              const after = await unit.update(id, body.version, values, pairs)
              if (after !== null) await unit.touchProduct(productId, clock.now())
              return after
            },
          }),
      ),

    // A published product left without variants has nothing to show (decision 070): the same transaction
    // unpublishes it, with its own audit line. The product's row is locked (after the variant's, the order
    // an update takes) before counting, as its save locks it to count: two removals of its last two
    // variants then count one after the other, and cannot both leave it published.
    remove: (actor: AdminActor, productId: number, id: number, version: number | null) =>
      store.run(async (unit): Promise<WriteOutcome<VariantRemoval>> => {
        let unpublished = false
        const outcome = await removeVersioned(unit, {
          actor,
          entity: ENTITY,
          id,
          version,
          lock: async () => {
            const variant = await unit.lock(productId, id)
            if (variant !== null) await unit.productExists(productId)
            return variant
          },
          remove: async () => {
            await unit.remove(id)
            const now = clock.now()
            unpublished = await unit.unpublishIfEmpty(productId, now)
            if (!unpublished) return unit.touchProduct(productId, now)
            const line = { actor, entity: PRODUCT_ENTITY, entityId: productId, action: 'unpublish' }
            await unit.audit({ ...line, before: { published: true }, after: { published: false } })
          },
        })
        return outcome.kind === 'saved' ? { kind: 'saved', record: { ...outcome.record, unpublished } } : outcome
      }),
  }
}
