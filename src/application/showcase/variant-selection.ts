import type { ProductAttribute, ProductVariant } from './showcase-content'

// A product page shows one variant at a time; the visitor picks attribute values and the page
// switches to the variant those values describe (spec: "variant chosen by attribute values").

export type Selection = Readonly<Record<string, string>>

function matchCount(variant: ProductVariant, selection: Selection): number {
  return Object.entries(selection).filter(([attribute, value]) => variant.attributeValues[attribute] === value).length
}

/**
 * The variant after choosing `value` for `attribute`: one that has that value and keeps as many
 * of the other current choices as possible (the first such variant in the product's order).
 * Null when no variant has that value.
 */
export function chooseValue(
  variants: readonly ProductVariant[],
  current: ProductVariant,
  attribute: string,
  value: string,
): ProductVariant | null {
  const wanted: Selection = { ...current.attributeValues, [attribute]: value }
  let best: ProductVariant | null = null
  let bestScore = -1
  for (const variant of variants) {
    if (variant.attributeValues[attribute] !== value) continue
    const score = matchCount(variant, wanted)
    if (score > bestScore) {
      best = variant
      bestScore = score
    }
  }
  return best
}

/** The variant whose reference is `reference`, else the product's first variant. */
export function initialVariant(variants: readonly ProductVariant[], reference?: string): ProductVariant | null {
  return variants.find((variant) => variant.reference === reference) ?? variants[0] ?? null
}

/** The label of each attribute value the variant carries, in the product's attribute order. */
export function describeVariant(attributes: readonly ProductAttribute[], variant: ProductVariant) {
  return attributes.flatMap((attribute) => {
    const slug = variant.attributeValues[attribute.slug]
    const value = attribute.values.find((candidate) => candidate.slug === slug)
    return value ? [{ attribute: attribute.name, value: value.label }] : []
  })
}
