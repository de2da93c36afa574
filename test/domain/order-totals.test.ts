import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateFranco, shippingCents } from '../../src/domain/franco'
import { vatCents } from '../../src/domain/money'
import { orderTotals, type TotalsLine } from '../../src/domain/order-validation'
import { cents, thresholds, totalsLine, vatRate } from './support/arbitraries'

// Brand "Maison Lemoine" of the demo data (decisions §8).
const lemoine = { quantity: 500, amountCents: 50_000 }
const fee = 2_500
// The settings' default rate, 20 % in basis points (drizzle/0015); the properties below draw any rate.
const vat = 2000
const lines = fc.array(totalsLine, { maxLength: 8 })
const refusedLine = totalsLine.map((l): TotalsLine => ({ ...l, status: 'refused' }))

describe('order totals: worked examples (decisions §4, §5)', () => {
  it('300 units at 400,00 € HT pay shipping and VAT on both', () => {
    const order: TotalsLine[] = [
      { quantity: 200, unitPriceCents: 150, status: 'accepted' },
      { quantity: 100, unitPriceCents: 100, status: 'pending' },
    ]
    const totals = orderTotals(order, lemoine, fee, vat)
    expect(totals).toEqual({
      quantity: 300,
      subtotalCents: 40_000,
      shippingCents: 2_500,
      vatCents: 8_500,
      totalCents: 51_000,
      franco: { kind: 'missing', quantity: 200, amountCents: 10_000, progress: 0.8 },
    })
  })

  it('at 5,5 % the VAT is taken once on subtotal plus shipping, not line by line', () => {
    const order: TotalsLine[] = [
      { quantity: 3, unitPriceCents: 33, status: 'accepted' },
      { quantity: 1, unitPriceCents: 9, status: 'pending' },
    ]
    // 108 cents of goods + 2 500 of shipping = 2 608 HT; 5,5 % of it is 143,44 -> 143 (each line alone: 5 + 0).
    expect(orderTotals(order, lemoine, fee, 550)).toMatchObject({
      subtotalCents: 108,
      shippingCents: 2_500,
      vatCents: 143,
      totalCents: 2_751,
    })
  })

  it('500 units reach franco: no shipping', () => {
    const totals = orderTotals([{ quantity: 500, unitPriceCents: 80, status: 'accepted' }], lemoine, fee, vat)
    expect(totals).toMatchObject({
      quantity: 500,
      subtotalCents: 40_000,
      shippingCents: 0,
      vatCents: 8_000,
      totalCents: 48_000,
    })
    expect(totals.franco).toEqual({ kind: 'reached' })
  })

  it('refusing the line that reached franco brings the shipping fee back', () => {
    const order: TotalsLine[] = [
      { quantity: 400, unitPriceCents: 100, status: 'refused' },
      { quantity: 200, unitPriceCents: 100, status: 'accepted' },
    ]
    expect(orderTotals(order, lemoine, fee, vat)).toMatchObject({
      quantity: 200,
      subtotalCents: 20_000,
      shippingCents: 2_500,
    })
  })

  it('an order with every line refused costs nothing', () => {
    const totals = orderTotals([{ quantity: 100, unitPriceCents: 100, status: 'refused' }], lemoine, fee, vat)
    expect(totals).toMatchObject({ quantity: 0, subtotalCents: 0, shippingCents: 0, vatCents: 0, totalCents: 0 })
  })
})

describe('order totals: properties', () => {
  it('refused lines never count in totals', () => {
    fc.assert(
      fc.property(
        lines,
        fc.array(refusedLine, { maxLength: 4 }),
        thresholds,
        cents,
        vatRate,
        (kept, refused, t, f, r) => {
          expect(orderTotals([...kept, ...refused], t, f, r)).toEqual(orderTotals(kept, t, f, r))
        },
      ),
    )
  })

  it('sums the counted lines and evaluates franco on them', () => {
    fc.assert(
      fc.property(lines, thresholds, cents, vatRate, (order, t, f, r) => {
        const counted = order.filter((l) => l.status !== 'refused')
        const quantity = counted.reduce((sum, l) => sum + l.quantity, 0)
        const subtotalCents = counted.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0)
        const totals = orderTotals(order, t, f, r)
        expect(totals).toMatchObject({ quantity, subtotalCents })
        expect(totals.franco).toEqual(evaluateFranco({ quantity, amountCents: subtotalCents }, t))
      }),
    )
  })

  it('total TTC is subtotal plus shipping plus VAT at the given rate on both', () => {
    fc.assert(
      fc.property(lines, thresholds, cents, vatRate, (order, t, f, r) => {
        const totals = orderTotals(order, t, f, r)
        expect(totals.vatCents).toBe(vatCents(totals.subtotalCents + totals.shippingCents, r))
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents + totals.vatCents)
      }),
    )
  })

  it('VAT is rounded once per order, whatever the rate in basis points: TTC = HT + TVA', () => {
    fc.assert(
      fc.property(lines, thresholds, cents, vatRate, (order, t, f, r) => {
        const totals = orderTotals(order, t, f, r)
        const ht = totals.subtotalCents + totals.shippingCents
        // The exact VAT of the order's HT, rounded half a cent up in integers: never a sum of rounded lines.
        expect(totals.vatCents).toBe(Math.floor((ht * r + 5_000) / 10_000))
        expect(totals.totalCents).toBe(ht + totals.vatCents)
      }),
    )
  })

  it('charges the fee unless franco is reached, and nothing when no unit is left', () => {
    fc.assert(
      fc.property(lines, thresholds, cents, vatRate, (order, t, f, r) => {
        const totals = orderTotals(order, t, f, r)
        const expected = totals.quantity === 0 ? 0 : shippingCents(totals.franco, f)
        expect(totals.shippingCents).toBe(expected)
      }),
    )
  })

  it('accepting one more line never makes franco unreachable', () => {
    fc.assert(
      fc.property(lines, totalsLine, thresholds, cents, vatRate, (order, extra, t, f, r) => {
        const before = orderTotals(order, t, f, r)
        const after = orderTotals([...order, { ...extra, status: 'accepted' }], t, f, r)
        if (before.franco.kind === 'reached') expect(after.franco.kind).toBe('reached')
      }),
    )
  })
})
