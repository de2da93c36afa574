import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  choose,
  optionState,
  variantOf,
  type Combinable,
  type Combination,
} from '../../src/domain/variant-combinations'

const ATTRIBUTES = ['matiere', 'format', 'couleur'] as const
const VALUES = ['a', 'b', 'c'] as const

// A product: a few variants, each with a value for every attribute (as the back office saves them).
const aVariant = fc
  .tuple(...ATTRIBUTES.map(() => fc.constantFrom(...VALUES)))
  .map((values): Combinable => ({ attributeValues: Object.fromEntries(ATTRIBUTES.map((a, i) => [a, values[i]!])) }))
const aProduct = fc.array(aVariant, { minLength: 1, maxLength: 8 })

// Choices as the page holds them: a variant's values, then any further picks.
const aPick = fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...VALUES))
const aSituation = fc
  .tuple(aProduct, fc.nat(), fc.array(aPick, { maxLength: 4 }), aPick)
  .map(([variants, start, picks, [attribute, value]]) => {
    const first = variants[start % variants.length]!.attributeValues
    const choices = picks.reduce<Combination>((current, [a, v]) => choose(current, a, v), first)
    return { variants, choices, attribute, value }
  })

const usedBySome = (variants: readonly Combinable[], attribute: string, value: string) =>
  variants.some((variant) => variant.attributeValues[attribute] === value)

describe('variant combinations: a choice is kept, an impossible one is marked', () => {
  it('picking a value keeps it and changes no other choice', () => {
    fc.assert(
      fc.property(aSituation, ({ choices, attribute, value }) => {
        const after = choose(choices, attribute, value)
        expect(after[attribute]).toBe(value)
        for (const [other, chosen] of Object.entries(choices))
          if (other !== attribute) expect(after[other]).toBe(chosen)
      }),
    )
  })

  it('a value is available exactly when a variant has it with every other current choice', () => {
    fc.assert(
      fc.property(aSituation, ({ variants, choices, attribute, value }) => {
        const available = optionState(variants, choices, attribute, value).kind === 'available'
        const found = variantOf(variants, choose(choices, attribute, value))
        expect(available).toBe(found !== null)
        if (found) expect(found.attributeValues[attribute]).toBe(value)
      }),
    )
  })

  it('every value of a variant is available while that variant is chosen', () => {
    fc.assert(
      fc.property(aProduct, fc.nat(), (variants, index) => {
        const chosen = variants[index % variants.length]!.attributeValues
        for (const [attribute, value] of Object.entries(chosen))
          expect(optionState(variants, chosen, attribute, value)).toEqual({ kind: 'available' })
      }),
    )
  })

  it('an unavailable value names other choices, and dropping them makes it available', () => {
    fc.assert(
      fc.property(aSituation, ({ variants, choices, attribute, value }) => {
        const state = optionState(variants, choices, attribute, value)
        fc.pre(state.kind === 'unavailable' && usedBySome(variants, attribute, value))
        if (state.kind !== 'unavailable') return
        expect(state.conflicts.length).toBeGreaterThan(0)
        expect(state.conflicts).not.toContain(attribute)
        for (const conflict of state.conflicts) expect(Object.keys(choices)).toContain(conflict)
        const kept = Object.fromEntries(Object.entries(choices).filter(([a]) => !state.conflicts.includes(a)))
        expect(optionState(variants, kept, attribute, value)).toEqual({ kind: 'available' })
      }),
    )
  })

  it('names the fewest choices in the way (worked example: the seeded coffret)', () => {
    const coffret = [
      { attributeValues: { format: 's', couleur: 'noir', finition: 'dorure-or' } },
      { attributeValues: { format: 'm', couleur: 'bleu-nuit', finition: 'dorure-or' } },
      { attributeValues: { format: 'l', couleur: 'vert-sapin', finition: 'gaufrage' } },
    ]
    const small = coffret[0]!.attributeValues
    expect(optionState(coffret, small, 'format', 'm')).toEqual({ kind: 'unavailable', conflicts: ['couleur'] })
    expect(optionState(coffret, small, 'finition', 'gaufrage')).toEqual({
      kind: 'unavailable',
      conflicts: ['format', 'couleur'],
    })
    // M chosen while Noir stays: no such variant until a colour that exists in M is picked.
    const medium = choose(small, 'format', 'm')
    expect(variantOf(coffret, medium)).toBeNull()
    expect(optionState(coffret, medium, 'couleur', 'bleu-nuit')).toEqual({ kind: 'available' })
    expect(variantOf(coffret, choose(medium, 'couleur', 'bleu-nuit'))).toBe(coffret[1])
  })
})
