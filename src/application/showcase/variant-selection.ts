import type { ProductAttribute, ProductVariant } from './showcase-content'

// A product page shows one variant at a time (spec: "variant chosen by attribute values"); the picker
// itself, which marks impossible combinations, is use-variant-choice.ts on src/domain/variant-combinations.ts.

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
