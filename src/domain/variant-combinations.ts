// Which attribute values a product page may offer together (decision 045). A product exists only in the
// combinations its variants carry; the visitor's choices are kept as chosen, and a value that no
// variant has together with the other current choices is marked unavailable, naming the choices
// that exclude it, instead of the page changing those choices behind the visitor's back.

/** attribute slug -> value slug */
export type Combination = Readonly<Record<string, string>>

export type Combinable = { readonly attributeValues: Combination }

export type OptionState =
  | { readonly kind: 'available' }
  /** `conflicts`: the attributes whose current values exclude this one (some when a variant has the value). */
  | { readonly kind: 'unavailable'; readonly conflicts: readonly string[] }

/** Whether the variant carries every chosen value. */
export const carries = (variant: Combinable, choices: Combination): boolean =>
  Object.entries(choices).every(([attribute, value]) => variant.attributeValues[attribute] === value)

/** The choices after picking `value` for `attribute`: that value, and every other choice as it was. */
export const choose = (choices: Combination, attribute: string, value: string): Combination => ({
  ...choices,
  [attribute]: value,
})

/** The first variant (in the product's order) that carries every choice, or null: a combination that does not exist. */
export function variantOf<V extends Combinable>(variants: readonly V[], choices: Combination): V | null {
  return variants.find((variant) => carries(variant, choices)) ?? null
}

const othersOf = (choices: Combination, attribute: string) =>
  Object.entries(choices).filter(([other]) => other !== attribute)

/**
 * Whether picking `value` for `attribute` leads to a variant with the other current choices. When it
 * does not, the conflicts are the choices that the closest variant with that value differs on (the
 * one sharing the most current choices, first in order), so dropping them makes the value available.
 */
export function optionState(
  variants: readonly Combinable[],
  choices: Combination,
  attribute: string,
  value: string,
): OptionState {
  const others = othersOf(choices, attribute)
  let fewest: string[] | null = null
  for (const variant of variants) {
    if (variant.attributeValues[attribute] !== value) continue
    const differing = others
      .filter(([other, chosen]) => variant.attributeValues[other] !== chosen)
      .map(([other]) => other)
    if (differing.length === 0) return { kind: 'available' }
    if (fewest === null || differing.length < fewest.length) fewest = differing
  }
  // No variant has this value at all: every other choice is in the way (none: offered by mistake).
  return { kind: 'unavailable', conflicts: fewest ?? others.map(([other]) => other) }
}
