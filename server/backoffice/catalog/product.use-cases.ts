import type { ProductBody, ProductBulkAction, ProductUpdateBody } from '../../../src/contract/backoffice/products'
import type { Clock } from '../../platform/shared/clock'
import { attachImage, type CatalogImages } from './catalog-images'
import { inUse, invalid, missing, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import { productFieldErrors, productValues, replaceOptions } from './product-form'
import type {
  OptionRecord,
  ProductListRequest,
  ProductRecord,
  ProductStore,
  ProductUnit,
  ProductView,
} from './product-store'

const ENTITY = 'product'

// The audit keeps the product's columns with its options, so a price change shows in the history.
const snapshot = (product: ProductRecord, options: readonly OptionRecord[]) => ({ ...product, options })

// The products screen of the back office (issue 8): a product and its option set are saved together,
// in one transaction with the version check and the audit record.
export function productUseCases(deps: { store: ProductStore; images: CatalogImages; clock: Clock }) {
  const { store, clock } = deps

  async function viewed(unit: ProductUnit, id: number): Promise<WriteOutcome<ProductView>> {
    const view = await unit.view(id)
    return view === null ? missing : saved(view)
  }

  async function lockedAt(unit: ProductUnit, id: number, version: number | null) {
    const before = await unit.lock(id)
    if (before === null) return missing
    if (version !== null && before.version !== version) return stale
    return before
  }

  return {
    list: (request: ProductListRequest) => store.list(request),
    batch: (request: ProductListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: ProductBody): Promise<WriteOutcome<ProductView>> =>
      store.run(async (unit) => {
        const fields = await productFieldErrors(unit, body, null)
        if (Object.keys(fields).length > 0) return invalid(fields)
        const record = await unit.insert(productValues(body), clock.now())
        await replaceOptions(unit, record.id, [], body.options)
        const after = snapshot(record, await unit.options(record.id))
        await unit.audit({ actor, entity: ENTITY, entityId: record.id, action: 'create', before: null, after })
        return viewed(unit, record.id)
      }),

    update: (actor: AdminActor, id: number, body: ProductUpdateBody): Promise<WriteOutcome<ProductView>> =>
      store.run(async (unit) => {
        const before = await lockedAt(unit, id, body.version)
        if ('kind' in before) return before
        const options = await unit.options(id)
        const fields = await productFieldErrors(unit, body, { id, options })
        if (Object.keys(fields).length > 0) return invalid(fields)
        const after = await unit.update(id, body.version, productValues(body), clock.now())
        if (after === null) return stale
        await replaceOptions(unit, id, options, body.options)
        const entry = { before: snapshot(before, options), after: snapshot(after, await unit.options(id)) }
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'update', ...entry })
        return viewed(unit, id)
      }),

    /** A product in placed orders stays (deactivate it instead); its cart lines go with it. */
    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<ProductRecord>> =>
      store.run(async (unit) => {
        const before = await lockedAt(unit, id, version)
        if ('kind' in before) return before
        if (await unit.inOrders(id)) return inUse
        const options = await unit.options(id)
        await unit.remove(id)
        await unit.audit({
          actor,
          entity: ENTITY,
          entityId: id,
          action: 'delete',
          before: snapshot(before, options),
          after: null,
        })
        return saved(before)
      }),

    /** Activates or deactivates the selected products at once; answers how many changed. */
    bulk: (actor: AdminActor, ids: readonly number[], action: ProductBulkAction): Promise<number> =>
      store.run(async (unit) => {
        const active = action === 'activate'
        let affected = 0
        // In id order, so that two bulk actions over the same rows lock them in the same order.
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
          const before = await unit.lock(id)
          if (before === null || before.active === active) continue
          const after = await unit.update(id, before.version, { active }, clock.now())
          if (after === null) continue
          await unit.audit({ actor, entity: ENTITY, entityId: id, action, before, after })
          affected += 1
        }
        return affected
      }),

    async setImage(
      actor: AdminActor,
      id: number,
      bytes: Uint8Array,
      version: number | null,
    ): Promise<WriteOutcome<ProductView>> {
      if ((await store.find(id)) === null) return missing
      const result = await attachImage(deps.images, { folder: 'products', ownerId: id, bytes }, (url) =>
        store.run(async (unit) => {
          const before = await lockedAt(unit, id, version)
          if ('kind' in before) return { outcome: before, replaced: null, attached: false }
          const after = await unit.update(id, before.version, { imageUrl: url }, clock.now())
          if (after === null) return { outcome: stale, replaced: null, attached: false }
          await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'image', before, after })
          return { outcome: await viewed(unit, id), replaced: before.imageUrl, attached: true }
        }),
      )
      return result.kind === 'refused' ? invalid({ file: result.message }) : result.outcome
    },
  }
}
