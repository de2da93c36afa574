import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateFranco, shippingCents, type FrancoThresholds } from '../../src/domain/franco'
import { cart, cents, configuredThresholds, thresholds, units } from './support/arbitraries'

// Brand "Maison Lemoine" of the demo data (decisions §8).
const lemoine: FrancoThresholds = { quantity: 500, amountCents: 50_000 }
const lemoineFee = 2_500

const isSet = (value: number | null) => value !== null && value > 0

describe('franco: worked examples (decisions §4, §8)', () => {
  it('300 units for 400,00 € miss 200 units and 100,00 €', () => {
    const evaluation = evaluateFranco({ quantity: 300, amountCents: 40_000 }, lemoine)
    expect(evaluation).toEqual({ kind: 'missing', quantity: 200, amountCents: 10_000, progress: 0.8 })
    expect(shippingCents(evaluation, lemoineFee)).toBe(2_500)
  })

  it('500 units reach franco and ship for free', () => {
    const evaluation = evaluateFranco({ quantity: 500, amountCents: 40_000 }, lemoine)
    expect(evaluation).toEqual({ kind: 'reached' })
    expect(shippingCents(evaluation, lemoineFee)).toBe(0)
  })

  it('500,00 € reaches franco even with few units (either threshold is enough)', () => {
    expect(evaluateFranco({ quantity: 10, amountCents: 50_000 }, lemoine)).toEqual({ kind: 'reached' })
  })

  it('a brand with only an amount threshold reports no missing quantity', () => {
    expect(evaluateFranco({ quantity: 900, amountCents: 20_000 }, { quantity: 0, amountCents: 50_000 })).toEqual({
      kind: 'missing',
      quantity: null,
      amountCents: 30_000,
      progress: 0.4,
    })
  })

  it('with no threshold configured, shipping is always charged', () => {
    for (const none of [
      { quantity: null, amountCents: null },
      { quantity: 0, amountCents: 0 },
      { quantity: null, amountCents: 0 },
    ]) {
      const evaluation = evaluateFranco({ quantity: 10_000, amountCents: 10_000_000 }, none)
      expect(evaluation).toEqual({ kind: 'not-configured' })
      expect(shippingCents(evaluation, lemoineFee)).toBe(2_500)
    }
  })
})

describe('franco: properties', () => {
  it('is reached exactly when a configured threshold is met', () => {
    fc.assert(
      fc.property(cart, configuredThresholds, (c, t) => {
        const expected =
          (isSet(t.quantity) && c.quantity >= (t.quantity ?? 0)) ||
          (isSet(t.amountCents) && c.amountCents >= (t.amountCents ?? 0))
        expect(evaluateFranco(c, t).kind === 'reached').toBe(expected)
      }),
    )
  })

  it('is not-configured exactly when both thresholds are null or 0, whatever the cart', () => {
    fc.assert(
      fc.property(cart, thresholds, (c, t) => {
        const noneSet = !isSet(t.quantity) && !isSet(t.amountCents)
        expect(evaluateFranco(c, t).kind === 'not-configured').toBe(noneSet)
      }),
    )
  })

  it('adding a line never makes franco unreachable (monotonic in quantity and amount)', () => {
    fc.assert(
      fc.property(cart, units, cents, thresholds, (c, extraUnits, extraCents, t) => {
        const before = evaluateFranco(c, t)
        const after = evaluateFranco({ quantity: c.quantity + extraUnits, amountCents: c.amountCents + extraCents }, t)
        if (before.kind === 'reached') expect(after.kind).toBe('reached')
        if (before.kind === 'missing' && after.kind === 'missing') {
          expect(after.progress).toBeGreaterThanOrEqual(before.progress)
        }
      }),
    )
  })

  it('missing amounts are never negative, and positive on each configured threshold', () => {
    fc.assert(
      fc.property(cart, configuredThresholds, (c, t) => {
        const evaluation = evaluateFranco(c, t)
        if (evaluation.kind !== 'missing') return
        for (const missing of [evaluation.quantity, evaluation.amountCents]) {
          if (missing !== null) expect(missing).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('what is missing plus what is in the cart gives the threshold; null means not configured', () => {
    fc.assert(
      fc.property(cart, configuredThresholds, (c, t) => {
        const evaluation = evaluateFranco(c, t)
        if (evaluation.kind !== 'missing') return
        expect(evaluation.quantity === null).toBe(!isSet(t.quantity))
        expect(evaluation.amountCents === null).toBe(!isSet(t.amountCents))
        if (evaluation.quantity !== null) expect(c.quantity + evaluation.quantity).toBe(t.quantity)
        if (evaluation.amountCents !== null) expect(c.amountCents + evaluation.amountCents).toBe(t.amountCents)
      }),
    )
  })

  it('progress is the best configured ratio, in [0, 1) while franco is missing', () => {
    fc.assert(
      fc.property(cart, configuredThresholds, (c, t) => {
        const evaluation = evaluateFranco(c, t)
        if (evaluation.kind !== 'missing') return
        const ratios = [
          ...(isSet(t.quantity) ? [c.quantity / (t.quantity ?? 1)] : []),
          ...(isSet(t.amountCents) ? [c.amountCents / (t.amountCents ?? 1)] : []),
        ]
        expect(evaluation.progress).toBeGreaterThanOrEqual(0)
        expect(evaluation.progress).toBeLessThan(1)
        expect(evaluation.progress).toBeCloseTo(Math.max(...ratios), 12)
      }),
    )
  })

  it('shipping is free exactly when franco is reached, otherwise the fee', () => {
    fc.assert(
      fc.property(cart, thresholds, cents, (c, t, fee) => {
        const evaluation = evaluateFranco(c, t)
        expect(shippingCents(evaluation, fee)).toBe(evaluation.kind === 'reached' ? 0 : fee)
      }),
    )
  })
})
