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
import { type Checked } from '../../platform/shared/versioned-save'
import { rowWrites } from '../../platform/shared/row-writes'
import { invalid, missing, saved, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'

const ENTITY = 'category'

// The e-commerce categories of the back office (decision 031). A slug left empty is made from the name;
// it is unique within its brand. A category with products keeps its brand (its products' brand).
// Writes go through the one versioned save (docs/decisions/054-one-versioned-save.md).
export function categoryUseCases(deps: { store: CategoryStore; clock: Clock }) {
  const { store } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })

  async function checked(
    unit: CategoryUnit,
    body: CategoryBody,
    current: CategoryRecord | null,
  ): Promise<Checked<CategoryValues>> {
    const slug = body.slug === '' ? slugify(body.name) : body.slug
    if (slug === '') return invalid({ slug: M.slugFromName })
    if (!(await unit.brandExists(body.brand_id))) return invalid({ brand_id: M.brandUnknown })
    if (current !== null && current.brandId !== body.brand_id && (await unit.productCount(current.id)) > 0) {
      return invalid({ brand_id: M.categoryKeepsBrand })
    }
    if (await unit.slugTaken(body.brand_id, slug, current?.id ?? null))
      return invalid({ slug: alreadyTaken('Ce slug') })
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
      rows.create(
        actor,
        (unit) => checked(unit, body, null),
        (unit, record) => viewed(unit, record.id),
      ),

    update: (actor: AdminActor, id: number, body: CategoryUpdateBody): Promise<WriteOutcome<CategoryView>> =>
      rows.update(actor, id, body.version, {
        check: (unit, before) => checked(unit, body, before),
        answer: (unit) => viewed(unit, id),
      }),

    /** Its products stay, without a category (the foreign key sets it null). */
    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<CategoryRecord>> =>
      rows.remove(actor, id, version),
  }
}
