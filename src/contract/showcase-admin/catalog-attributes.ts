import * as v from 'valibot'
import { CATALOG_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { AdminListQuery, withVersion, storefrontResource } from '../backoffice/backoffice-shapes'
import { Blank, chosenId, requiredText } from '../backoffice/catalog-fields'
import { Id } from '../wire-primitives'
import { optionalSlug, positionField } from './catalog-admin-fields'

// Attributes of the showcase's variants (colour, finish...) with their values (decision 036):
// GET/POST /admin/attributes, GET/PUT/DELETE /admin/attributes/{id}. The values are edited in the
// attribute's form (a repeatable group) and saved with it in one transaction: a row with an `id`
// updates that value, a row without one adds a value, a value left out is removed, unless a variant
// uses it (422 naming it under `values`).

export const AttributeValueAdminWire = v.object({
  id: Id,
  label: v.string(),
  slug: v.string(),
  position: v.number(),
  variant_count: v.number(),
})

export const AttributeAdminWire = v.object({
  id: Id,
  name: v.string(),
  slug: v.string(),
  position: v.number(),
  values: v.array(AttributeValueAdminWire),
  version: Id,
})
export type AttributeAdminWire = v.InferOutput<typeof AttributeAdminWire>

const ValueRow = v.object({
  id: v.optional(v.union([Blank, chosenId(M.valueUnknown)], M.valueUnknown), null),
  label: requiredText(120, M.labelTooLong),
  slug: optionalSlug(),
  position: positionField(),
})

const attributeEntries = {
  name: requiredText(120, M.nameTooLong),
  slug: optionalSlug(),
  position: positionField(),
  values: v.optional(v.pipe(v.array(ValueRow), v.maxLength(100, M.valuesTooMany)), []),
}

export const AttributeBody = v.object(attributeEntries)
export type AttributeBody = v.InferOutput<typeof AttributeBody>
export const AttributeUpdateBody = withVersion(attributeEntries)
export type AttributeUpdateBody = v.InferOutput<typeof AttributeUpdateBody>
export const AttributeListQuery = AdminListQuery

export const SHOWCASE_ATTRIBUTES = storefrontResource('/admin/attributes', 'vitrine_attribute', {
  item: AttributeAdminWire,
  createBody: AttributeBody,
  updateBody: AttributeUpdateBody,
})
