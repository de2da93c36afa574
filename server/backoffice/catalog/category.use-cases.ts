import type { CategoryBody, CategoryUpdateBody } from '../../../src/contract/backoffice/categories'
import { alreadyTaken, CATALOG_MESSAGES as M } from '../../../src/domain/messages/backoffice-messages'
import { slugify } from '../../../src/domain/slug'
import type { Clock } from '../../platform/shared/clock'
import type {
  CategoryListRequest,
  CategoryRecord,
  CategoryStore,
  CategoryUnit,
  CategoryValues,
  CategoryView,
} from './category-store'
import { invalid, missing, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'

const ENTITY = 'category'

// The e-commerce categories of the back office (issue 8). A slug left empty is made from the name;
// it is unique within its brand. A category with products keeps its brand (its products' brand).
export function categoryUseCases(deps: { store: CategoryStore; clock: Clock }) {
  const { store, clock } = deps

  async function checked(
    unit: CategoryUnit,
    body: CategoryBody,
    current: CategoryRecord | null,
  ): Promise<{ values: CategoryValues } | { fields: Record<string, string> }> {
    const slug = body.slug === '' ? slugify(body.name) : body.slug
    if (slug === '') return { fields: { slug: M.slugFromName } }
    if (!(await unit.brandExists(body.brand_id))) return { fields: { brand_id: M.brandUnknown } }
    if (current !== null && current.brandId !== body.brand_id && (await unit.productCount(current.id)) > 0) {
      return { fields: { brand_id: M.categoryKeepsBrand } }
    }
    if (await unit.slugTaken(body.brand_id, slug, current?.id ?? null))
      return { fields: { slug: alreadyTaken('Ce slug') } }
    return { values: { brandId: body.brand_id, name: body.name, slug } }
  }

  async function viewed(unit: CategoryUnit, id: number): Promise<WriteOutcome<CategoryView>> {
    const view = await unit.view(id)
    return view === null ? missing : saved(view)
  }

  return {
    list: (request: CategoryListRequest) => store.list(request),
    batch: (request: CategoryListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: CategoryBody): Promise<WriteOutcome<CategoryView>> =>
      store.run(async (unit) => {
        const check = await checked(unit, body, null)
        if ('fields' in check) return invalid(check.fields)
        const record = await unit.insert(check.values, clock.now())
        await unit.audit({ actor, entity: ENTITY, entityId: record.id, action: 'create', before: null, after: record })
        return viewed(unit, record.id)
      }),

    update: (actor: AdminActor, id: number, body: CategoryUpdateBody): Promise<WriteOutcome<CategoryView>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        const check = await checked(unit, body, before)
        if ('fields' in check) return invalid(check.fields)
        const after = await unit.update(id, body.version, check.values, clock.now())
        if (after === null) return stale
        await unit.audit({ actor, entity: ENTITY, entityId: id, action: 'update', before, after })
        return viewed(unit, id)
      }),

    /** Its products stay, without a category (the foreign key sets it null). */
    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<CategoryRecord>> =>
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
