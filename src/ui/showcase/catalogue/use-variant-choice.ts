import type { ProductVariant } from '../../../application/showcase/showcase-content'
import { initialVariant } from '../../../application/showcase/variant-selection'
import { variantAfterPick } from '../../../domain/variant-availability'

/**
 * The visitor's choices on a product page. The chosen variant lives in the address (`reference`,
 * falling back to the first variant). A pick keeps the choices above it and adjusts those below to a
 * variant (src/domain/variant-availability.ts), so the choices always describe a variant; a value that
 * no variant has with the choices above is not offered, and picking it changes nothing.
 */
export function useVariantChoice(
  variants: readonly ProductVariant[],
  attributes: readonly string[],
  reference: string | undefined,
  onVariantChange: (reference: string) => void,
) {
  const current = initialVariant(variants, reference)
  const choices = current?.attributeValues ?? {}

  const pick = (attribute: string, value: string) => {
    if (current === null) return
    const found = variantAfterPick(variants, attributes, choices, attribute, value)
    if (found !== null && found.id !== current.id) onVariantChange(found.reference)
  }

  return { current, variant: current, choices, pick }
}
