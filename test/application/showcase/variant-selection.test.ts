import { describe, expect, it } from 'vitest'
import type { ProductAttribute, ProductVariant } from '../../../src/application/showcase/showcase-content'
import { describeVariant, initialVariant } from '../../../src/application/showcase/variant-selection'

const variant = (id: number, values: Record<string, string>): ProductVariant => ({
  id,
  reference: `REF-${id}`,
  attributeValues: values,
  widthMm: null,
  heightMm: null,
  depthMm: null,
  image: null,
})

// matière × format grid with one hole: no "velours" in L (src/domain/variant-combinations.ts marks such holes).
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

  it('describes a variant with the labels of its values, in attribute order', () => {
    const attributes: ProductAttribute[] = [
      {
        slug: 'format',
        name: 'Format',
        values: [
          { slug: 's', label: 'S' },
          { slug: 'm', label: 'M' },
        ],
      },
      {
        slug: 'couleur',
        name: 'Couleur',
        values: [
          { slug: 'noir', label: 'Noir' },
          { slug: 'bleu-nuit', label: 'Bleu nuit' },
        ],
      },
    ]
    expect(describeVariant(attributes, variant(2, { format: 'm', couleur: 'bleu-nuit' }))).toEqual([
      { attribute: 'Format', value: 'M' },
      { attribute: 'Couleur', value: 'Bleu nuit' },
    ])
  })
})
