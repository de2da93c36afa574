import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { valueAvailability, variantAfterPick } from '../../src/domain/variant-availability'
import { carries, type Combinable } from '../../src/domain/variant-combinations'

const ATTRIBUTES = ['matiere', 'format', 'couleur'] as const
const VALUES = ['a', 'b', 'c'] as const

const aVariant = fc
  .tuple(...ATTRIBUTES.map(() => fc.constantFrom(...VALUES)))
  .map((values): Combinable => ({ attributeValues: Object.fromEntries(ATTRIBUTES.map((a, i) => [a, values[i]!])) }))
const aProduct = fc.array(aVariant, { minLength: 1, maxLength: 8 })
// The page always shows a variant: the choices are one variant's values.
const aSituation = fc
  .tuple(aProduct, fc.nat(), fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...VALUES))
  .map(([variants, shown, attribute, value]) => ({
    variants,
    choices: variants[shown % variants.length]!.attributeValues,
    attribute,
    value,
  }))

describe('variant availability: the choices above decide, a pick always lands on a variant', () => {
  it('an available value leads to a variant that has it and keeps every choice above it', () => {
    fc.assert(
      fc.property(aSituation, ({ variants, choices, attribute, value }) => {
        const state = valueAvailability(variants, ATTRIBUTES, choices, attribute, value)
        const reached = variantAfterPick(variants, ATTRIBUTES, choices, attribute, value)
        expect(reached === null).toBe(state.kind === 'unavailable')
        if (reached === null) return
        expect(variants).toContain(reached)
        expect(reached.attributeValues[attribute]).toBe(value)
        for (const other of ATTRIBUTES.slice(0, ATTRIBUTES.indexOf(attribute)))
          expect(reached.attributeValues[other]).toBe(choices[other])
      }),
    )
  })

  it('every value of the first attribute that a variant has is available: no dead end', () => {
    fc.assert(
      fc.property(aSituation, ({ variants, choices, value }) => {
        const used = variants.some((variant) => variant.attributeValues.matiere === value)
        expect(valueAvailability(variants, ATTRIBUTES, choices, 'matiere', value).kind).toBe(
          used ? 'available' : 'unavailable',
        )
      }),
    )
  })

  it('the values of the variant shown are all available, and picking one keeps that variant', () => {
    fc.assert(
      fc.property(aSituation, ({ variants, choices }) => {
        for (const attribute of ATTRIBUTES) {
          const value = choices[attribute]!
          expect(valueAvailability(variants, ATTRIBUTES, choices, attribute, value)).toEqual({ kind: 'available' })
          expect(carries(variantAfterPick(variants, ATTRIBUTES, choices, attribute, value)!, choices)).toBe(true)
        }
      }),
    )
  })

  it('any variant is reached by picking its values from the top, each available when picked', () => {
    fc.assert(
      fc.property(aSituation, fc.nat(), ({ variants, choices }, target) => {
        const wanted = variants[target % variants.length]!.attributeValues
        let shown = choices
        for (const attribute of ATTRIBUTES) {
          const value = wanted[attribute]!
          expect(valueAvailability(variants, ATTRIBUTES, shown, attribute, value).kind).toBe('available')
          shown = variantAfterPick(variants, ATTRIBUTES, shown, attribute, value)!.attributeValues
        }
        expect(shown).toEqual(wanted)
      }),
    )
  })

  it('names the choices above that exclude a value (the coffret: M exists only in Bleu nuit)', () => {
    const coffret = [
      { attributeValues: { taille: 'S', couleur: 'noir', finition: 'dorure' } },
      { attributeValues: { taille: 'M', couleur: 'bleu', finition: 'dorure' } },
      { attributeValues: { taille: 'L', couleur: 'vert', finition: 'gaufrage' } },
    ]
    const order = ['taille', 'couleur', 'finition']
    const shown = coffret[0]!.attributeValues
    expect(valueAvailability(coffret, order, shown, 'taille', 'M')).toEqual({ kind: 'available' })
    expect(valueAvailability(coffret, order, shown, 'couleur', 'bleu')).toEqual({
      kind: 'unavailable',
      conflicts: ['taille'],
    })
    expect(variantAfterPick(coffret, order, shown, 'taille', 'M')).toBe(coffret[1])
    expect(variantAfterPick(coffret, order, coffret[1]!.attributeValues, 'taille', 'L')).toBe(coffret[2])
  })
})
