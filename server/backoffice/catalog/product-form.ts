import type { ProductBody, ProductOptionBody } from '../../../src/contract/backoffice/products'
import { tiersFromWire } from '../../../src/contract/portal/shared-shapes'
import { CATALOG_MESSAGES as M } from '../../../src/domain/messages/backoffice-messages'
import type { OptionRecord, OptionValues, ProductUnit, ProductValues } from './product-store'

// The checks of a product form that need the database, and the replacement of its option set.

/** Every field error of the form at once (brand, category of the same brand, reference, option ids). */
export async function productFieldErrors(
  unit: ProductUnit,
  body: ProductBody,
  current: { id: number; options: readonly OptionRecord[] } | null,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {}
  const brandKnown = await unit.brandExists(body.brand_id)
  if (!brandKnown) fields.brand_id = M.brandUnknown
  if (body.category_id !== null) {
    const categoryBrand = await unit.categoryBrand(body.category_id)
    if (categoryBrand === null) fields.category_id = M.categoryUnknown
    else if (brandKnown && categoryBrand !== body.brand_id) fields.category_id = M.categoryOtherBrand
  }
  if (brandKnown && (await unit.referenceTaken(body.brand_id, body.reference, current?.id ?? null))) {
    fields.reference = M.referenceTaken
  }
  const own = new Set(current?.options.map((option) => option.id) ?? [])
  const seen = new Set<number>()
  body.options.forEach((option, index) => {
    if (option.id === null) return
    if (!own.has(option.id)) fields[`options.${index}.id`] = M.optionUnknown
    else if (seen.has(option.id)) fields[`options.${index}.id`] = M.optionDuplicated
    seen.add(option.id)
  })
  return fields
}

export const productValues = (body: ProductBody): ProductValues => ({
  brandId: body.brand_id,
  categoryId: body.category_id,
  name: body.name,
  reference: body.reference,
  description: body.description,
  leadTimeDays: body.lead_time_days,
  active: body.active,
})

const optionValues = (option: ProductOptionBody): OptionValues => ({
  label: option.label,
  unitPrice: option.unit_price,
  priceTiers: tiersFromWire(option.price_tiers),
  minimumQuantity: option.minimum_quantity,
  packMultiple: option.pack_multiple,
  active: option.active,
  proofRequired: option.proof_required,
})

/**
 * Makes the product's options exactly the form's: sent ids are updated, new ones inserted. An option
 * left out is deleted, unless a cart or an order line points at it: then it is only deactivated, so
 * that placed orders keep their line and no shop can order it again.
 */
export async function replaceOptions(
  unit: ProductUnit,
  productId: number,
  existing: readonly OptionRecord[],
  wanted: readonly ProductOptionBody[],
): Promise<void> {
  const kept = new Set(wanted.flatMap((option) => (option.id === null ? [] : [option.id])))
  const gone = existing.filter((option) => !kept.has(option.id)).map((option) => option.id)
  const used = await unit.optionsInUse(gone)
  await unit.deactivateOptions(gone.filter((id) => used.has(id)))
  await unit.deleteOptions(gone.filter((id) => !used.has(id)))
  for (const option of wanted) {
    if (option.id === null) await unit.insertOption(productId, optionValues(option))
    else await unit.updateOption(option.id, optionValues(option))
  }
}
