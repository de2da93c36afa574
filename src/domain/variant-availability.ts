// Which values a product page offers, as shops do (amends decision 045, docs/decisions/045-variant-
// picker-and-product-essentials.md: an impossible combination is no longer reachable). The attributes
// are read in the page's order: a value is available when some variant has it together with the
// choices made *above* it, and picking it keeps those choices and adjusts the ones below to a variant.
// The first attribute offers every value some variant has, so every variant is reachable and a pick
// never lands on a combination that does not exist; an unavailable value names what excludes it.
import { carries, type Combinable, type Combination } from './variant-combinations'

export type ValueAvailability =
  | { readonly kind: 'available' }
  /** `conflicts`: the attributes above whose current values exclude this one. */
  | { readonly kind: 'unavailable'; readonly conflicts: readonly string[] }

const AVAILABLE: ValueAvailability = { kind: 'available' }

/** The attributes above `attribute` in the page's order that have a choice (all of them when it is not listed). */
function above(attributes: readonly string[], choices: Combination, attribute: string): string[] {
  const index = attributes.indexOf(attribute)
  return attributes.slice(0, index === -1 ? 0 : index).filter((other) => choices[other] !== undefined)
}

/**
 * Whether `value` of `attribute` can be picked given the choices above it. When it cannot, the conflicts
 * are those the closest variant with that value differs on (the fewest, first in order).
 */
export function valueAvailability(
  variants: readonly Combinable[],
  attributes: readonly string[],
  choices: Combination,
  attribute: string,
  value: string,
): ValueAvailability {
  const earlier = above(attributes, choices, attribute)
  let fewest: string[] | null = null
  for (const variant of variants) {
    if (variant.attributeValues[attribute] !== value) continue
    const differing = earlier.filter((other) => variant.attributeValues[other] !== choices[other])
    if (differing.length === 0) return AVAILABLE
    if (fewest === null || differing.length < fewest.length) fewest = differing
  }
  return { kind: 'unavailable', conflicts: fewest ?? earlier }
}

/**
 * The variant a pick leads to: the choices above kept, `value` taken, then each attribute below keeps its
 * current value while some variant still has it, else takes the first such variant's. Null when the
 * value is unavailable (no variant has it with the choices above).
 */
export function variantAfterPick<V extends Combinable>(
  variants: readonly V[],
  attributes: readonly string[],
  choices: Combination,
  attribute: string,
  value: string,
): V | null {
  const kept: Record<string, string> = { [attribute]: value }
  for (const other of above(attributes, choices, attribute)) kept[other] = choices[other]!
  let candidates = variants.filter((variant) => carries(variant, kept))
  const index = attributes.indexOf(attribute)
  for (const below of index === -1 ? [] : attributes.slice(index + 1)) {
    const current = choices[below]
    const keeping = candidates.filter((variant) => variant.attributeValues[below] === current)
    const first = candidates[0]?.attributeValues[below]
    candidates = keeping.length > 0 ? keeping : candidates.filter((variant) => variant.attributeValues[below] === first)
  }
  return candidates[0] ?? null
}
