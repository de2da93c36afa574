import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProductAttribute, ProductVariant } from '../../../src/application/showcase/showcase-content'
import { chooseValue, describeVariant, initialVariant } from '../../../src/application/showcase/variant-selection'

const variant = (id: number, values: Record<string, string>): ProductVariant => ({
  id,
  reference: `REF-${id}`,
  attributeValues: values,
  widthMm: null,
  heightMm: null,
  depthMm: null,
  image: null,
})

// matière × format grid with one hole: no "velours" in L.
const grid = [
  variant(1, { matiere: 'papier', format: 's' }),
  variant(2, { matiere: 'papier', format: 'm' }),
  variant(3, { matiere: 'papier', format: 'l' }),
  variant(4, { matiere: 'velours', format: 's' }),
  variant(5, { matiere: 'velours', format: 'm' }),
]

describe('variant chosen by attribute values', () => {
  it('starts on the first variant, or on the one asked by reference', () => {
    expect(initialVariant(grid)?.id).toBe(1)
    expect(initialVariant(grid, 'REF-5')?.id).toBe(5)
    expect(initialVariant([], 'REF-1')).toBeNull()
  })

  it('switches to the variant with the chosen value that keeps the other choices', () => {
    expect(chooseValue(grid, grid[1]!, 'matiere', 'velours')?.id).toBe(5)
    expect(chooseValue(grid, grid[4]!, 'format', 's')?.id).toBe(4)
  })

  it('when the combination does not exist, still honours the value just chosen', () => {
    // velours + M, then L: only papier exists in L.
    expect(chooseValue(grid, grid[4]!, 'format', 'l')?.id).toBe(3)
    expect(chooseValue(grid, grid[0]!, 'format', 'xl')).toBeNull()
  })

  it('always lands on a variant carrying the chosen value, keeping the most other choices (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...grid), fc.constantFrom('matiere', 'format'), fc.constantFrom('papier', 'velours', 's', 'm', 'l'), (current, attribute, value) => {
        const chosen = chooseValue(grid, current, attribute, value)
        const candidates = grid.filter((candidate) => candidate.attributeValues[attribute] === value)
        if (candidates.length === 0) {
          expect(chosen).toBeNull()
          return
        }
        expect(chosen?.attributeValues[attribute]).toBe(value)
        const kept = (v: ProductVariant) => Object.keys(current.attributeValues).filter((key) => key !== attribute && v.attributeValues[key] === current.attributeValues[key]).length
        expect(kept(chosen!)).toBe(Math.max(...candidates.map(kept)))
      }),
    )
  })

  it('describes a variant with the labels of its values, in attribute order', () => {
    const attributes: ProductAttribute[] = [
      { slug: 'format', name: 'Format', values: [{ slug: 's', label: 'S' }, { slug: 'm', label: 'M' }] },
      {
        slug: 'couleur',
        name: 'Couleur',
        values: [{ slug: 'noir', label: 'Noir' }, { slug: 'bleu-nuit', label: 'Bleu nuit' }],
      },
    ]
    expect(describeVariant(attributes, variant(2, { format: 'm', couleur: 'bleu-nuit' }))).toEqual([
      { attribute: 'Format', value: 'M' },
      { attribute: 'Couleur', value: 'Bleu nuit' },
    ])
  })
})
