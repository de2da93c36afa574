import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkQuantity,
  MAX_QUANTITY,
  nearestValidQuantity,
  quantityMessage,
  type QuantityRule,
} from '../../src/domain/quantity-rules'
import { quantityRule } from './support/arbitraries'

const quantity = fc.integer({ min: -1000, max: 1_000_000 })
const aboveCap = fc.integer({ min: MAX_QUANTITY + 1, max: Number.MAX_SAFE_INTEGER })
const anyNumber = fc.oneof(
  quantity,
  aboveCap,
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity),
)
const byTheRule = (q: number, rule: QuantityRule) =>
  Number.isInteger(q) && q > 0 && q <= MAX_QUANTITY && q >= rule.minimum && q % rule.multiple === 0

describe('quantity rules: worked examples', () => {
  const rule = { minimum: 100, multiple: 50 }

  it('explains each refusal in French', () => {
    expect(quantityMessage(checkQuantity(50, rule))).toBe('La quantité minimale est de 100.')
    expect(quantityMessage(checkQuantity(120, rule))).toBe('La quantité doit être un multiple de 50.')
    expect(quantityMessage(checkQuantity(0, rule))).toBe('La quantité doit être un nombre entier positif.')
    expect(quantityMessage(checkQuantity(100.5, rule))).toBe('La quantité doit être un nombre entier positif.')
    expect(quantityMessage(checkQuantity(150, rule))).toBeNull()
  })

  it('caps a quantity at 1 000 000, with French digit grouping', () => {
    expect(MAX_QUANTITY).toBe(1_000_000)
    expect(checkQuantity(1_000_000, rule)).toEqual({ kind: 'ok' })
    const refused = quantityMessage(checkQuantity(1_000_050, rule))
    expect(refused).toBe('La quantité ne peut pas dépasser 1\u202f000\u202f000.')
  })

  it('suggests the next valid quantity, rounding up', () => {
    expect(nearestValidQuantity(120, rule)).toBe(150)
    expect(nearestValidQuantity(10, rule)).toBe(100)
    expect(nearestValidQuantity(200, rule)).toBe(200)
    expect(nearestValidQuantity(0, { minimum: 0, multiple: 25 })).toBe(25)
    // Rounding up would cross the cap: the largest whole number of packs under it instead.
    expect(nearestValidQuantity(1_000_000, { minimum: 1, multiple: 3 })).toBe(999_999)
  })
})

describe('quantity rules: properties', () => {
  it('accepts exactly the positive integers at or above the minimum that are multiples of the pack', () => {
    fc.assert(
      fc.property(anyNumber, quantityRule, (q, rule) => {
        expect(checkQuantity(q, rule).kind === 'ok').toBe(byTheRule(q, rule))
      }),
    )
  })

  it('rejects anything that is not a positive integer as not-positive', () => {
    const notPositiveInteger = anyNumber.filter((q) => !Number.isInteger(q) || q <= 0)
    fc.assert(
      fc.property(notPositiveInteger, quantityRule, (q, rule) => {
        expect(checkQuantity(q, rule)).toEqual({ kind: 'not-positive' })
      }),
    )
  })

  it('refuses any integer above the cap, whatever the rule', () => {
    fc.assert(
      fc.property(aboveCap, quantityRule, (q, rule) => {
        expect(checkQuantity(q, rule)).toEqual({ kind: 'above-maximum', maximum: MAX_QUANTITY })
      }),
    )
  })

  it('reports the minimum before the multiple', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), quantityRule, (q, rule) => {
        fc.pre(q < rule.minimum)
        expect(checkQuantity(q, rule)).toEqual({ kind: 'below-minimum', minimum: rule.minimum })
      }),
    )
  })

  it('gives a message exactly when the check fails, naming the broken limit', () => {
    fc.assert(
      fc.property(anyNumber, quantityRule, (q, rule) => {
        const check = checkQuantity(q, rule)
        const message = quantityMessage(check)
        expect(message === null).toBe(check.kind === 'ok')
        if (check.kind === 'below-minimum') expect(message).toContain(String(check.minimum))
        if (check.kind === 'not-multiple') expect(message).toContain(String(check.multiple))
      }),
    )
  })

  it('nearestValidQuantity always passes checkQuantity', () => {
    fc.assert(
      fc.property(anyNumber, quantityRule, (q, rule) => {
        expect(checkQuantity(nearestValidQuantity(q, rule), rule)).toEqual({ kind: 'ok' })
      }),
    )
  })

  it('nearestValidQuantity is the smallest valid quantity at or above the wanted one, when the cap leaves one', () => {
    fc.assert(
      fc.property(quantity, quantityRule, (q, rule) => {
        const nearest = nearestValidQuantity(q, rule)
        const largestValid = Math.floor(MAX_QUANTITY / rule.multiple) * rule.multiple
        if (Math.max(q, rule.minimum) > largestValid) {
          expect(nearest).toBe(largestValid)
          return
        }
        expect(nearest).toBeGreaterThanOrEqual(Math.max(q, rule.minimum))
        for (let smaller = Math.max(q, rule.minimum, 1); smaller < nearest; smaller += 1) {
          expect(checkQuantity(smaller, rule).kind).not.toBe('ok')
        }
      }),
    )
  })

  it('leaves a valid quantity unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), quantityRule, (packs, rule) => {
        const valid = nearestValidQuantity(packs * rule.multiple, rule)
        expect(nearestValidQuantity(valid, rule)).toBe(valid)
      }),
    )
  })
})
