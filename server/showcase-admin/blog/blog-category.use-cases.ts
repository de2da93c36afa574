import type { BlogCategoryBody } from '../../../src/contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import type { Clock } from '../../platform/shared/clock'
import { rowWrites } from '../../platform/shared/row-writes'
import { invalid, refused } from '../../platform/shared/write-outcome'
import type { BlogCategoryListRequest, BlogCategoryStore, BlogCategoryUnit } from './blog-category-store'

const ENTITY = 'vitrine_blog_category'

// The blog's categories (decision 036): unique slugs, versioned writes, and no delete while an article
// (even a draft) still belongs to the category: the public pages would lose it otherwise. Writes go
// through the one versioned save (docs/decisions/054-one-versioned-save.md).
export function blogCategoryUseCases(deps: { store: BlogCategoryStore; clock: Clock }) {
  const { store } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })

  async function valuesOf(unit: BlogCategoryUnit, body: BlogCategoryBody, exceptId: number | null) {
    const slug = body.slug || slugify(body.name)
    if (slug === '') return invalid({ slug: M.slugFromTitle })
    if (await unit.slugTaken(slug, exceptId)) return invalid({ slug: M.categorySlugTaken })
    const values = { slug, name: body.name, description: body.description, position: body.position }
    return { values }
  }

  return {
    list: (request: BlogCategoryListRequest) => store.list(request),
    find: (id: number) => store.find(id),
    ...rows.forms(valuesOf, async (_, before) =>
      before.articleCount > 0 ? refused(M.categoryInUse(before.articleCount)) : null,
    ),
  }
}
