import type { BlogCategoryBody, BlogCategoryUpdateBody } from '../../../src/contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { Clock } from '../../platform/shared/clock'
import { invalid, missing, refused, saved, stale, type WriteOutcome } from '../../platform/shared/write-outcome'
import type {
  BlogCategoryListRequest,
  BlogCategoryRecord,
  BlogCategoryStore,
  BlogCategoryUnit,
} from './blog-category-store'

const ENTITY = 'vitrine_blog_category'

// The blog's categories (issue 9): unique slugs, versioned writes, and no delete while an article
// (even a draft) still belongs to the category: the public pages would lose it otherwise.
export function blogCategoryUseCases(deps: { store: BlogCategoryStore; clock: Clock }) {
  const { store, clock } = deps

  async function valuesOf(unit: BlogCategoryUnit, body: BlogCategoryBody, exceptId: number | null) {
    const slug = body.slug || slugify(body.name)
    if (slug === '') return invalid({ slug: M.slugFromTitle })
    if (await unit.slugTaken(slug, exceptId)) return invalid({ slug: M.categorySlugTaken })
    const values = { slug, name: body.name, description: body.description, position: body.position }
    return { kind: 'values', values } as const
  }

  return {
    list: (request: BlogCategoryListRequest) => store.list(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: BlogCategoryBody): Promise<WriteOutcome<BlogCategoryRecord>> =>
      store.run(async (unit) => {
        const result = await valuesOf(unit, body, null)
        if (result.kind === 'invalid') return result
        const record = await unit.insert(result.values, clock.now())
        await unit.audit({ actor, entity: ENTITY, entityId: record.id, action: 'create', before: null, after: record })
        return saved(record)
      }),

    update: (actor: AdminActor, id: number, body: BlogCategoryUpdateBody): Promise<WriteOutcome<BlogCategoryRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        const result = await valuesOf(unit, body, id)
        if (result.kind === 'invalid') return result
        const after = await unit.update(id, body.version, result.values, clock.now())
        if (after === null) return stale
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'update', before, after })
        return saved(after)
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<BlogCategoryRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (version !== null && before.version !== version) return stale
        if (before.articleCount > 0) return refused(M.categoryInUse(before.articleCount))
        await unit.remove(id)
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'delete', before, after: null })
        return saved(before)
      }),
  }
}
