import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eurosText, formatEuros, lineTotalCents, parseEuros, ttcCents, vatCents } from '../../src/domain/money'
import { cents, vatRate } from './support/arbitraries'

// fr-FR separates thousands with a narrow no-break space and the symbol with a no-break space.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('money', () => {
  it('VAT is the rate given of the HT amount, rounded to the nearest cent', () => {
    fc.assert(
      fc.property(cents, vatRate, (ht, rate) => {
        const vat = vatCents(ht, rate)
        expect(Number.isInteger(vat)).toBe(true)
        expect(Math.abs(vat - (ht * rate) / 10_000)).toBeLessThanOrEqual(0.5)
      }),
    )
  })

  it('VAT is the rate given of the HT amount, rounded half a cent up (integers only)', () => {
    fc.assert(
      fc.property(cents, vatRate, (ht, rate) => {
        expect(vatCents(ht, rate)).toBe(Math.floor((ht * rate + 5_000) / 10_000))
      }),
    )
  })

  it('no VAT at 0 %, VAT equal to HT at 100 %', () => {
    fc.assert(
      fc.property(cents, (ht) => {
        expect(vatCents(ht, 0)).toBe(0)
        expect(vatCents(ht, 10_000)).toBe(ht)
      }),
    )
  })

  it('a higher rate never gives less VAT', () => {
    fc.assert(
      fc.property(cents, vatRate, vatRate, (ht, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(vatCents(ht, low)).toBeLessThanOrEqual(vatCents(ht, high))
      }),
    )
  })

  it('TTC is HT plus its VAT and never below HT', () => {
    fc.assert(
      fc.property(cents, vatRate, (ht, rate) => {
        expect(ttcCents(ht, rate)).toBe(ht + vatCents(ht, rate))
        expect(ttcCents(ht, rate)).toBeGreaterThanOrEqual(ht)
      }),
    )
  })

  it('VAT of a sum differs from the sum of VATs by at most one cent (rounding only)', () => {
    fc.assert(
      fc.property(cents, cents, vatRate, (a, b, rate) => {
        expect(Math.abs(vatCents(a + b, rate) - vatCents(a, rate) - vatCents(b, rate))).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('a line total is additive in the quantity and zero for no unit', () => {
    const price = fc.integer({ min: 0, max: 100_000 })
    const quantity = fc.integer({ min: 0, max: 100_000 })
    fc.assert(
      fc.property(price, quantity, quantity, (p, q1, q2) => {
        expect(lineTotalCents(p, q1 + q2)).toBe(lineTotalCents(p, q1) + lineTotalCents(p, q2))
        expect(lineTotalCents(p, 0)).toBe(0)
        expect(lineTotalCents(p, 1)).toBe(p)
      }),
    )
  })

  it('formats any amount as French euros that read back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (amount) => {
        const text = plainSpaces(formatEuros(amount))
        expect(text).toMatch(/^-?\d{1,3}( \d{3})*,\d{2} €$/)
        const digits = Number(text.replace(/[^\d]/g, ''))
        expect(text.startsWith('-') ? -digits : digits).toBe(amount)
      }),
    )
  })

  it('formats the worked amounts of the spec', () => {
    expect(plainSpaces(formatEuros(50_000))).toBe('500,00 €')
    expect(plainSpaces(formatEuros(2_500))).toBe('25,00 €')
    expect(plainSpaces(formatEuros(123_456))).toBe('1 234,56 €')
    expect(plainSpaces(formatEuros(0))).toBe('0,00 €')
    expect(ttcCents(40_000, 2000)).toBe(48_000)
    expect(vatCents(1, 2000)).toBe(0)
    expect(vatCents(3, 2000)).toBe(1)
    expect(ttcCents(40_000, 500)).toBe(42_000)
  })

  it('prices at 5,5 %, rounding half a cent up as at 20 %', () => {
    expect(ttcCents(40_000, 550)).toBe(42_200)
    expect(vatCents(100, 550)).toBe(6)
    expect(vatCents(109, 550)).toBe(6)
    expect(vatCents(9, 550)).toBe(0)
    expect(vatCents(10, 550)).toBe(1)
    expect(vatCents(12_345, 210)).toBe(259)
  })
})

describe('typed euros (parseEuros, eurosText)', () => {
  const amountCents = fc.integer({ min: 0, max: 999_999_999_99 })
  const spaces = fc.constantFrom('', ' ', '\u00a0', '\u202f', '  ')

  it('reads back what it shows, whatever the amount', () => {
    fc.assert(
      fc.property(amountCents, (amount) => {
        expect(parseEuros(eurosText(amount))).toEqual({ kind: 'amount', cents: amount })
      }),
    )
  })

  it('reads the formatted amount back once its symbol is left out', () => {
    fc.assert(
      fc.property(amountCents, (amount) => {
        expect(parseEuros(formatEuros(amount).replace('€', ''))).toEqual({ kind: 'amount', cents: amount })
      }),
    )
  })

  it('ignores spaces anywhere and takes a dot as a comma', () => {
    fc.assert(
      fc.property(amountCents, spaces, spaces, (amount, before, after) => {
        const text = eurosText(amount)
        const middle = Math.floor(text.length / 2)
        const spaced = `${before}${text.slice(0, middle)}${after}${text.slice(middle)}${before}`
        expect(parseEuros(spaced)).toEqual({ kind: 'amount', cents: amount })
        expect(parseEuros(text.replace(',', '.'))).toEqual({ kind: 'amount', cents: amount })
      }),
    )
  })

  it('gives whole cents, one decimal meaning tens of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 9 }), (euros, tenth) => {
        expect(parseEuros(`${euros}`)).toEqual({ kind: 'amount', cents: euros * 100 })
        expect(parseEuros(`${euros},${tenth}`)).toEqual({ kind: 'amount', cents: euros * 100 + tenth * 10 })
      }),
    )
  })

  it('says empty for blank text and invalid for anything that is not an amount', () => {
    fc.assert(
      fc.property(spaces, (blank) => {
        expect(parseEuros(blank)).toEqual({ kind: 'empty' })
      }),
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reading = parseEuros(text)
        if (reading.kind === 'amount') expect(text.replace(/\s/g, '')).toMatch(/^\d{1,9}([.,]\d{1,2})?$/)
      }),
    )
    for (const text of ['12,505', '-3', '1e3', '12,50 €', 'abc', '1234567890', ',5', '5,']) {
      expect(parseEuros(text)).toEqual({ kind: 'invalid' })
    }
  })

  it('reads the worked amounts', () => {
    expect(parseEuros('12,5')).toEqual({ kind: 'amount', cents: 1250 })
    expect(parseEuros(' 1 200 ')).toEqual({ kind: 'amount', cents: 120_000 })
    expect(eurosText(1250)).toBe('12,50')
    expect(eurosText(0)).toBe('0,00')
  })
})
