import type { BlogCategoryBody, BlogCategoryUpdateBody } from '../../../src/contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { Clock } from '../../platform/shared/clock'
import { createAudited, removeVersioned, saveVersioned } from '../../platform/shared/versioned-save'
import { invalid, refused, type WriteOutcome } from '../../platform/shared/write-outcome'
import type {
  BlogCategoryListRequest,
  BlogCategoryRecord,
  BlogCategoryStore,
  BlogCategoryUnit,
} from './blog-category-store'

const ENTITY = 'vitrine_blog_category'

// The blog's categories (decision 036): unique slugs, versioned writes, and no delete while an article
// (even a draft) still belongs to the category: the public pages would lose it otherwise. Writes go
// through the one versioned save (docs/decisions/054-one-versioned-save.md).
export function blogCategoryUseCases(deps: { store: BlogCategoryStore; clock: Clock }) {
  const { store, clock } = deps

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

    create: (actor: AdminActor, body: BlogCategoryBody): Promise<WriteOutcome<BlogCategoryRecord>> =>
      store.run((unit) =>
        createAudited(unit, {
          actor,
          entity: ENTITY,
          check: () => valuesOf(unit, body, null),
          insert: (values) => unit.insert(values, clock.now()),
        }),
      ),

    update: (actor: AdminActor, id: number, body: BlogCategoryUpdateBody): Promise<WriteOutcome<BlogCategoryRecord>> =>
      store.run((unit) =>
        saveVersioned(unit, {
          actor,
          entity: ENTITY,
          id,
          version: body.version,
          lock: () => unit.lock(id),
          check: () => valuesOf(unit, body, id),
          write: (values) => unit.update(id, body.version, values, clock.now()),
        }),
      ),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<BlogCategoryRecord>> =>
      store.run((unit) =>
        removeVersioned(unit, {
          actor,
          entity: ENTITY,
          id,
          version,
          lock: () => unit.lock(id),
          check: async (before) => (before.articleCount > 0 ? refused(M.categoryInUse(before.articleCount)) : null),
          remove: () => unit.remove(id),
        }),
      ),
  }
}
