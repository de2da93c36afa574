import type { ProductBody, ProductUpdateBody } from '../../../src/contract/showcase-admin/catalog-products'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { invalid, missing, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type {
  ProductListRequest,
  ProductRecord,
  ProductStore,
  ProductUnit,
  ProductValues,
} from './catalog-admin-store'
import { checkImages, hasErrors, resolveSlug, type Errors } from './catalog-admin-rules'

const ENTITY = 'vitrine_product'

// The showcase's products (issue 9): unique slugs, a subcategory that is a child of the category,
// the description sanitised on write, and `published` deciding whether the public sees them.
export function productUseCases(deps: { store: ProductStore; clock: Clock; sanitize: (html: string) => string }) {
  const { store, clock } = deps

  async function valuesOf(unit: ProductUnit, body: ProductBody, id: number | null) {
    const errors: Errors = {}
    const slug = await resolveSlug(unit, errors, {
      family: 'product',
      typed: body.slug,
      name: body.name,
      exceptId: id,
    })
    const links = await unit.categoryLinks()
    if (!links.some((link) => link.id === body.category_id)) errors.category_id = M.categoryUnknown
    if (body.sub_category_id !== null) {
      const sub = links.find((link) => link.id === body.sub_category_id)
      if (sub?.parentId !== body.category_id) errors.sub_category_id = M.subCategoryNotChild
    }
    await checkImages(unit, errors, { seo_image_id: body.seo_image_id })
    const values: ProductValues = {
      name: body.name,
      slug,
      excerpt: body.excerpt,
      descriptionHtml: deps.sanitize(body.description_html),
      categoryId: body.category_id,
      subCategoryId: body.sub_category_id,
      position: body.position,
      published: body.published,
      seoTitle: body.seo_title,
      seoDescription: body.seo_description,
      seoImageId: body.seo_image_id,
      minOrderQuantity: body.min_order_quantity,
      leadTime: body.lead_time,
      finishes: body.finishes,
    }
    return { errors, values }
  }

  return {
    list: (request: ProductListRequest) => store.list(request),
    find: (id: number) => store.find(id),
    preview: (id: number) => store.preview(id),

    create: (actor: AdminActor, body: ProductBody): Promise<WriteOutcome<ProductRecord>> =>
      store.run(async (unit) => {
        const { errors, values } = await valuesOf(unit, body, null)
        if (hasErrors(errors)) return invalid(errors)
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

    update: (actor: AdminActor, id: number, body: ProductUpdateBody): Promise<WriteOutcome<ProductRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        const { errors, values } = await valuesOf(unit, body, id)
        if (hasErrors(errors)) return invalid(errors)
        const after = await unit.update(id, body.version, values, clock.now())
        if (after === null) return stale
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'update', before, after })
        return saved(after)
      }),

    /** Its variants go with it (they belong to no other product). */
    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<ProductRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (version !== null && before.version !== version) return stale
        await unit.remove(id)
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'delete', before, after: null })
        return saved(before)
      }),
  }
}
