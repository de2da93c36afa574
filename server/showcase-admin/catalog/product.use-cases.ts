import type { ProductBody } from '../../../src/contract/showcase-admin/catalog-products'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { rowWrites } from '../../platform/shared/row-writes'
import { invalid } from '../../platform/shared/write-outcome'
import type { ProductListRequest, ProductRecord, ProductStore, ProductUnit, ProductValues } from './catalog-admin-store'
import { checkImages, hasErrors, resolveSlug, type Errors } from './catalog-admin-rules'

const ENTITY = 'vitrine_product'

// The showcase's products (decision 036): unique slugs, a subcategory that is a child of the category,
// the description sanitised on write, and `published` deciding whether the public sees them; a product
// without variants has nothing to show, so it cannot be published. Writes
// go through the one versioned save (docs/decisions/054-one-versioned-save.md).
export function productUseCases(deps: { store: ProductStore; clock: Clock; sanitize: (html: string) => string }) {
  const { store } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })

  /** The form's values, or its field errors. */
  async function checked(unit: ProductUnit, body: ProductBody, id: number | null, before: ProductRecord | null) {
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
    await checkImages(unit, errors, { image_id: body.image_id, seo_image_id: body.seo_image_id })
    // A new product has no variant yet; an existing one counts them under its row lock.
    if (body.published && (before?.variantCount ?? 0) === 0) errors.published = M.publishedWithoutVariant
    const values: ProductValues = {
      name: body.name,
      slug,
      excerpt: body.excerpt,
      descriptionHtml: deps.sanitize(body.description_html),
      categoryId: body.category_id,
      subCategoryId: body.sub_category_id,
      imageId: body.image_id,
      position: body.position,
      published: body.published,
      seoTitle: body.seo_title,
      seoDescription: body.seo_description,
      seoImageId: body.seo_image_id,
      minOrderQuantity: body.min_order_quantity,
      leadTime: body.lead_time,
      finishes: body.finishes,
    }
    return hasErrors(errors) ? invalid(errors) : { values }
  }

  return {
    list: (request: ProductListRequest) => store.list(request),
    find: (id: number) => store.find(id),
    preview: (id: number) => store.preview(id),

    // Its variants go with it on a delete (they belong to no other product).
    ...rows.forms(checked),
  }
}
