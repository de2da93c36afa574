import type { BrandBody, BrandUpdateBody } from '../../../src/contract/backoffice/brands'
import { alreadyTaken } from '../../../src/domain/messages/backoffice-messages'
import type { Clock } from '../../platform/shared/clock'
import type { BrandListRequest, BrandRecord, BrandStore, BrandUnit, BrandValues } from './brand-store'
import { attachImage, type CatalogImages } from './catalog-images'
import { inUse, invalid, missing, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'

const ENTITY = 'brand'
const nameTaken = () => invalid({ name: alreadyTaken('Ce nom d’enseigne') })

function valuesOf(body: BrandBody): Omit<BrandValues, 'shippingFee'> {
  return {
    name: body.name,
    francoQty: body.franco_qty,
    francoPrice: body.franco_price,
    ecommerceUrl: body.ecommerce_url,
  }
}

// The brands screen of the back office (issue 8): each write checks the version it was given, keeps
// names unique whatever their case, and records its audit line in its own transaction.
export function brandUseCases(deps: { store: BrandStore; images: CatalogImages; clock: Clock }) {
  const { store, clock } = deps

  async function save(
    unit: BrandUnit,
    actor: AdminActor,
    before: BrandRecord,
    version: number,
    values: Partial<BrandValues & { logoUrl: string | null }>,
    action = 'update',
  ): Promise<WriteOutcome<BrandRecord>> {
    const after = await unit.update(before.id, version, values, clock.now())
    if (after === null) return stale
    await unit.audit({ actor, entity: ENTITY, entityId: after.id, action, before, after })
    return saved(after)
  }

  return {
    list: (request: BrandListRequest) => store.list(request),
    batch: (request: BrandListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: BrandBody): Promise<WriteOutcome<BrandRecord>> =>
      store.run(async (unit) => {
        if (await unit.nameTaken(body.name, null)) return nameTaken()
        const shippingFee = body.shipping_fee ?? (await unit.defaultShippingFee())
        const record = await unit.insert({ ...valuesOf(body), shippingFee }, clock.now())
        await unit.audit({ actor, entity: ENTITY, entityId: record.id, action: 'create', before: null, after: record })
        return saved(record)
      }),

    update: (actor: AdminActor, id: number, body: BrandUpdateBody): Promise<WriteOutcome<BrandRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        if (await unit.nameTaken(body.name, id)) return nameTaken()
        // An emptied fee on an existing brand keeps its fee rather than silently taking the default.
        const shippingFee = body.shipping_fee ?? before.shippingFee
        return save(unit, actor, before, body.version, { ...valuesOf(body), shippingFee })
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<BrandRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (version !== null && before.version !== version) return stale
        const usage = await unit.usage(id)
        if (usage.shops > 0 || usage.orders > 0) return inUse
        await unit.remove(id)
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'delete', before, after: null })
        return saved(before)
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
          const before = await unit.lock(id)
          const refusal = before === null ? missing : version !== null && before.version !== version ? stale : null
          if (before === null || refusal !== null)
            return { outcome: refusal ?? missing, replaced: null, attached: false }
          const outcome = await save(unit, actor, before, before.version, { logoUrl: url }, 'logo')
          return { outcome, replaced: before.logoUrl, attached: outcome.kind === 'saved' }
        }),
      )
      return result.kind === 'refused' ? invalid({ file: result.message }) : result.outcome
    },
  }
}
