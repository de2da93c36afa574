import type { CategoryBody } from '../../../src/contract/showcase-admin/catalog-categories'
import { flattenTree, wouldMakeCycle } from '../../../src/domain/category-tree'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { rowWrites } from '../../platform/shared/row-writes'
import { invalid, refused } from '../../platform/shared/write-outcome'
import type { CategoryRecord, CategoryStore, CategoryUnit, CategoryValues } from './catalog-admin-store'
import { checkImages, hasErrors, resolveSlug, type Errors } from './catalog-admin-rules'

const ENTITY = 'vitrine_category'

export type CategoryEntry = { category: CategoryRecord; depth: number }

// The showcase's category tree (decision 036): unique slugs, no cycles (src/domain/category-tree.ts), and a
// category is only deleted once it has neither subcategories nor products. Writes go through the one
// versioned save (docs/decisions/054-one-versioned-save.md).
export function categoryUseCases(deps: { store: CategoryStore; clock: Clock }) {
  const { store } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })

  /** The form's values, or its field errors. */
  async function checked(unit: CategoryUnit, body: CategoryBody, id: number | null) {
    const errors: Errors = {}
    const slug = await resolveSlug(unit, errors, {
      family: 'category',
      typed: body.slug,
      name: body.name,
      exceptId: id,
    })
    const links = await unit.links()
    if (body.parent_id !== null) {
      if (!links.some((link) => link.id === body.parent_id)) errors.parent_id = M.parentUnknown
      else if (id !== null && wouldMakeCycle(links, id, body.parent_id)) errors.parent_id = M.parentCycle
    }
    await checkImages(unit, errors, { image_id: body.image_id, seo_image_id: body.seo_image_id })
    const values: CategoryValues = {
      name: body.name,
      slug,
      parentId: body.parent_id,
      description: body.description,
      imageId: body.image_id,
      position: body.position,
      seoTitle: body.seo_title,
      seoDescription: body.seo_description,
      seoImageId: body.seo_image_id,
    }
    return hasErrors(errors) ? invalid(errors) : { values }
  }

  return {
    /** The whole tree, depth first; `text` keeps the matching rows (with their depth). */
    async list(text: string | null): Promise<CategoryEntry[]> {
      const flat = flattenTree(await store.listAll()).map(({ item, depth }) => ({ category: item, depth }))
      if (text === null) return flat
      const wanted = text.toLocaleLowerCase('fr')
      return flat.filter((entry) => entry.category.name.toLocaleLowerCase('fr').includes(wanted))
    },

    async find(id: number): Promise<CategoryEntry | null> {
      const entry = flattenTree(await store.listAll()).find(({ item }) => item.id === id)
      return entry === undefined ? null : { category: entry.item, depth: entry.depth }
    },
    ...rows.forms(checked, async (_, before) => {
      if (before.childCount > 0) return refused(M.categoryHasChildren)
      if (before.productCount > 0) return refused(M.categoryHasProducts)
      return null
    }),
  }
}
