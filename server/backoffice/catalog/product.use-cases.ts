import type { ProductBody, ProductBulkAction, ProductUpdateBody } from '../../../src/contract/backoffice/products'
import type { Clock } from '../../platform/shared/clock'
import { attachImage, type CatalogImages } from './catalog-images'
import { createAudited, removeVersioned, saveVersioned, unchanged } from '../../platform/shared/versioned-save'
import { rowWrites } from '../../platform/shared/row-writes'
import { inUse, invalid, missing, saved, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
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

// The products screen of the back office (decision 031): a product and its option set are saved together,
// in one transaction with the version check and the audit record (docs/decisions/054-one-versioned-save.md).
export function productUseCases(deps: { store: ProductStore; images: CatalogImages; clock: Clock }) {
  const { store, clock } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })

  async function viewed(unit: ProductUnit, id: number): Promise<WriteOutcome<ProductView>> {
    const view = await unit.view(id)
    return view === null ? missing : saved(view)
  }

  // The row locked, with its options as they were: the audit's "before" of an update or a delete.
  async function lockWithOptions(unit: ProductUnit, id: number) {
    const before = await unit.lock(id)
    return before === null ? null : snapshot(before, await unit.options(id))
  }

  return {
    list: (request: ProductListRequest) => store.list(request),
    batch: (request: ProductListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: ProductBody): Promise<WriteOutcome<ProductView>> =>
      store.run((unit) =>
        createAudited(unit, {
          actor,
          entity: ENTITY,
          check: async () => {
            const fields = await productFieldErrors(unit, body, null)
            return Object.keys(fields).length > 0 ? invalid(fields) : { values: productValues(body) }
          },
          insert: async (values) => {
            const record = await unit.insert(values, clock.now())
            await replaceOptions(unit, record.id, [], body.options)
            return snapshot(record, await unit.options(record.id))
          },
          answer: (record) => viewed(unit, record.id),
        }),
      ),

    update: (actor: AdminActor, id: number, body: ProductUpdateBody): Promise<WriteOutcome<ProductView>> =>
      store.run((unit) =>
        saveVersioned(unit, {
          actor,
          entity: ENTITY,
          id,
          version: body.version,
          lock: () => lockWithOptions(unit, id),
          check: async ({ options }) => {
            const fields = await productFieldErrors(unit, body, { id, options })
            return Object.keys(fields).length > 0 ? invalid(fields) : { values: productValues(body) }
          },
          write: async (values, before) => {
            const after = await unit.update(id, body.version, values, clock.now())
            if (after === null) return null
            await replaceOptions(unit, id, before.options, body.options)
            return snapshot(after, await unit.options(id))
          },
          answer: () => viewed(unit, id),
        }),
      ),

    /** A product in placed orders stays (deactivate it instead); its cart lines go with it. */
    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<ProductRecord>> =>
      store.run((unit) =>
        removeVersioned(unit, {
          actor,
          entity: ENTITY,
          id,
          version,
          lock: () => lockWithOptions(unit, id),
          check: async () => ((await unit.inOrders(id)) ? inUse : null),
          remove: () => unit.remove(id),
        }),
      ),

    /** Activates or deactivates the selected products at once; answers how many changed. */
    bulk: (actor: AdminActor, ids: readonly number[], action: ProductBulkAction): Promise<number> =>
      store.run(async (unit) => {
        const active = action === 'activate'
        let affected = 0
        // In id order, so that two bulk actions over the same rows lock them in the same order.
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
          // A product already in the wanted state is skipped, neither written nor counted.
          const outcome = await rows.saveIn(unit, actor, id, null, {
            check: async (_, before) => (before.active === active ? unchanged : { values: { active } }),
            action,
          })
          if (outcome.kind === 'saved') affected += 1
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
          let replaced: string | null = null
          const image = async (_: unknown, before: ProductRecord) => {
            replaced = before.imageUrl
            return { values: { imageUrl: url } }
          }
          const outcome = await rows.saveIn(unit, actor, id, version, {
            check: image,
            action: 'image',
            answer: () => viewed(unit, id),
          })
          return { outcome, replaced, attached: outcome.kind === 'saved' }
        }),
      )
      return result.kind === 'refused' ? invalid({ file: result.message }) : result.outcome
    },
  }
}
