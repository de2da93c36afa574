import type { BrandBody, BrandUpdateBody } from '../../../src/contract/backoffice/brands'
import { alreadyTaken } from '../../../src/domain/messages/backoffice-messages'
import type { Clock } from '../../platform/shared/clock'
import type { BrandListRequest, BrandRecord, BrandStore, BrandValues } from './brand-store'
import { attachImage, type CatalogImages } from './catalog-images'
import { rowWrites } from '../../platform/shared/row-writes'
import { inUse, invalid, missing, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'

const ENTITY = 'brand'
const nameTaken = () => invalid({ name: alreadyTaken('Ce nom d’enseigne') })

function valuesOf(body: BrandBody): Omit<BrandValues, 'shippingFee'> {
  return {
    name: body.name,
    francoQty: body.franco_qty,
    francoPrice: body.franco_price,
    ecommerceUrl: body.ecommerce_url,
    deliveryDays: body.delivery_days,
  }
}

// The brands screen of the back office (decision 031): each write checks the version it was given, keeps
// names unique whatever their case, and records its audit line in its own transaction, all through
// the one versioned save (docs/decisions/054-one-versioned-save.md).
export function brandUseCases(deps: { store: BrandStore; images: CatalogImages; clock: Clock }) {
  const { store } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })

  return {
    list: (request: BrandListRequest) => store.list(request),
    batch: (request: BrandListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: BrandBody): Promise<WriteOutcome<BrandRecord>> =>
      rows.create(actor, async (unit) => {
        if (await unit.nameTaken(body.name, null)) return nameTaken()
        const shippingFee = body.shipping_fee ?? (await unit.defaultShippingFee())
        return { values: { ...valuesOf(body), shippingFee } }
      }),

    update: (actor: AdminActor, id: number, body: BrandUpdateBody): Promise<WriteOutcome<BrandRecord>> =>
      rows.update(actor, id, body.version, {
        check: async (unit, before) => {
          if (await unit.nameTaken(body.name, id)) return nameTaken()
          // An emptied fee on an existing brand keeps its fee rather than silently taking the default.
          return { values: { ...valuesOf(body), shippingFee: body.shipping_fee ?? before.shippingFee } }
        },
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<BrandRecord>> =>
      rows.remove(actor, id, version, async (unit) => {
        const usage = await unit.usage(id)
        return usage.shops > 0 || usage.orders > 0 ? inUse : null
      }),

    /** The logo is checked and written first; the row then points at it, or the file is dropped. */
    async setLogo(
      actor: AdminActor,
      id: number,
      bytes: Uint8Array,
      version: number | null,
    ): Promise<WriteOutcome<BrandRecord>> {
      if ((await store.find(id)) === null) return missing
      const result = await attachImage(deps.images, { folder: 'brands', ownerId: id, bytes }, (url) =>
        store.run(async (unit) => {
          let replaced: string | null = null
          const logo = async (_: unknown, before: BrandRecord) => {
            replaced = before.logoUrl
            return { values: { logoUrl: url } }
          }
          const outcome = await rows.saveIn(unit, actor, id, version, { check: logo, action: 'logo' })
          return { outcome, replaced, attached: outcome.kind === 'saved' }
        }),
      )
      return result.kind === 'refused' ? invalid({ file: result.message }) : result.outcome
    },
  }
}
