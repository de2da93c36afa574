import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countOf } from '../../src/domain/french-plural'

describe('countOf (French plural)', () => {
  it('uses the singular for 0 and 1 and the plural from 2', () => {
    expect(countOf(0, 'produit', 'produits')).toBe('0 produit')
    expect(countOf(1, 'produit copié', 'produits copiés')).toBe('1 produit copié')
    expect(countOf(2, 'produit', 'produits')).toBe('2 produits')
  })

  it('always starts with the count and never writes "(s)"', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (count) => {
        const text = countOf(count, 'magasin activé', 'magasins activés')
        expect(text.startsWith(`${count} `)).toBe(true)
        expect(text).not.toContain('(s)')
        expect(text.endsWith(count >= 2 ? 'magasins activés' : 'magasin activé')).toBe(true)
      }),
    )
  })
})
