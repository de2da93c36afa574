import { useState } from 'react'
import type { ProductVariant } from '../../../application/showcase/showcase-content'
import { initialVariant } from '../../../application/showcase/variant-selection'
import { choose, variantOf, type Combination } from '../../../domain/variant-combinations'

type Draft = { readonly base: number; readonly choices: Combination }

/**
 * The visitor's choices on a product page (decision 045). The chosen variant lives in the address
 * (`reference`, falling back to the first variant); choices that form no variant are kept as a draft
 * over that variant until they do, and a new address (back, forward, another link) drops the draft.
 */
export function useVariantChoice(
  variants: readonly ProductVariant[],
  reference: string | undefined,
  onVariantChange: (reference: string) => void,
) {
  const current = initialVariant(variants, reference)
  const [draft, setDraft] = useState<Draft | null>(null)
  const drafting = draft !== null && current !== null && draft.base === current.id
  const choices = drafting ? draft.choices : (current?.attributeValues ?? {})
  const variant = drafting ? null : current

  const pick = (attribute: string, value: string) => {
    if (current === null) return
    const next = choose(choices, attribute, value)
    const found = variantOf(variants, next)
    if (found === null) {
      setDraft({ base: current.id, choices: next })
      return
    }
    setDraft(null)
    if (found.id !== current.id) onVariantChange(found.reference)
  }

  return { current, variant, choices, pick }
}
