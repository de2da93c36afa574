import type { AttributeBody, AttributeUpdateBody } from '../../../src/contract/showcase-admin/catalog-attributes'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import { recordWrites } from '../../platform/shared/row-writes'
import { invalid, refused, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { AttributeRecord, AttributeStore, AttributeUnit, ValueFields } from './catalog-admin-store'
import { hasErrors, resolveSlug, type Errors } from './catalog-admin-rules'

const ENTITY = 'vitrine_attribute'

type ValuePlan = { id: number | null; fields: ValueFields }

// The values' rows of a form: slugs made from labels when empty, unique within the attribute, and
// ids that belong to this attribute. A value left out is removed unless a variant uses it.
function planValues(body: AttributeBody, before: AttributeRecord | null, errors: Errors) {
  const known = new Map((before?.values ?? []).map((value) => [value.id, value]))
  const seen = new Set<string>()
  const plans: ValuePlan[] = body.values.map((row, index) => {
    const slug = row.slug ?? slugify(row.label)
    if (slug === '') errors[`values.${index}.slug`] = M.slugFromName
    else if (seen.has(slug)) errors[`values.${index}.slug`] = M.valueSlugDuplicated
    seen.add(slug)
    if (row.id !== null && !known.has(row.id)) errors[`values.${index}.id`] = M.valueUnknown
    return { id: row.id, fields: { label: row.label, slug, position: row.position } }
  })
  const kept = new Set(plans.map((plan) => plan.id))
  const dropped = [...known.values()].filter((value) => !kept.has(value.id))
  const used = dropped.find((value) => value.variantCount > 0)
  if (used !== undefined) errors.values = M.valueInUse(used.label)
  return { plans, dropped: dropped.map((value) => value.id) }
}

// Removed values first, then renamed ones, then new ones: a slug freed by one row can be taken by
// another in the same save without tripping the (attribute, slug) unique constraint.
async function writeValues(unit: AttributeUnit, attributeId: number, plans: ValuePlan[], dropped: number[]) {
  await unit.removeValues(dropped)
  const updates = plans.filter((plan) => plan.id !== null)
  // Two passes through temporary slugs, so that swapping two values' slugs never clashes midway.
  for (const plan of updates)
    await unit.updateValue(plan.id ?? 0, { ...plan.fields, slug: `tmp-${plan.id}-${plan.fields.slug}` })
  for (const plan of updates) await unit.updateValue(plan.id ?? 0, plan.fields)
  for (const plan of plans.filter((candidate) => candidate.id === null))
    await unit.insertValue(attributeId, plan.fields)
}

// Attributes of the variants (decision 036), saved with their values in one transaction, through the one
// versioned save (docs/decisions/054-one-versioned-save.md).
export function attributeUseCases(deps: { store: AttributeStore }) {
  const { store } = deps
  const records = recordWrites({ store, entity: ENTITY })

  /** The form's values, or its field errors; `before` is the attribute updated, null on a create. */
  async function checked(unit: AttributeUnit, body: AttributeBody, before: AttributeRecord | null) {
    const errors: Errors = {}
    const slug = await resolveSlug(unit, errors, {
      family: 'attribute',
      typed: body.slug,
      name: body.name,
      exceptId: before?.id ?? null,
    })
    const { plans, dropped } = planValues(body, before, errors)
    return hasErrors(errors) ? invalid(errors) : { values: { slug, plans, dropped } }
  }

  return {
    list: (text: string | null) => store.listAll(text),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: AttributeBody): Promise<WriteOutcome<AttributeRecord>> =>
      records.create(actor, {
        check: (unit) => checked(unit, body, null),
        insert: async (unit, { slug, plans }) => {
          const row = await unit.insert({ name: body.name, slug, position: body.position })
          await writeValues(unit, row.id, plans, [])
          return unit.reread(row.id)
        },
      }),

    update: (actor: AdminActor, id: number, body: AttributeUpdateBody): Promise<WriteOutcome<AttributeRecord>> =>
      records.save(actor, id, body.version, {
        check: (unit, before) => checked(unit, body, before),
        write: async (unit, { slug, plans, dropped }) => {
          if ((await unit.update(id, body.version, { name: body.name, slug, position: body.position })) === null)
            return null
          await writeValues(unit, id, plans, dropped)
          return unit.reread(id)
        },
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<AttributeRecord>> =>
      records.remove(actor, id, version, {
        check: async (_, before) => {
          const used = before.values.find((value) => value.variantCount > 0)
          return used === undefined ? null : refused(M.valueInUse(used.label))
        },
        remove: (unit) => unit.remove(id),
      }),
  }
}
