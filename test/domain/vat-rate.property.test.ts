import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatVatRate,
  isVatRate,
  MAX_VAT_RATE_BASIS_POINTS,
  parseVatRate,
  vatRateText,
} from '../../src/domain/vat-rate'
import { vatRate } from './support/arbitraries'

// A percentage typed with the decimals and spaces a French person uses (docs/decisions/071-vat-rate-basis-points.md).
const spaces = fc.constantFrom('', ' ', '\u00a0', '\u202f')

describe('VAT rate in basis points', () => {
  it('reads back what the form shows, for every rate from 0 to 100 %', () => {
    fc.assert(
      fc.property(vatRate, spaces, (rate, space) => {
        expect(parseVatRate(`${space}${vatRateText(rate)}${space}`)).toEqual({ kind: 'rate', basisPoints: rate })
        expect(parseVatRate(vatRateText(rate).replace(',', '.'))).toEqual({ kind: 'rate', basisPoints: rate })
      }),
    )
  })

  it('shows a rate with a comma, no useless zero, and the sign after a no-break space', () => {
    fc.assert(
      fc.property(vatRate, (rate) => {
        const text = vatRateText(rate)
        expect(text).toMatch(/^\d{1,3}(,\d?[1-9])?$/)
        expect(formatVatRate(rate)).toBe(`${text}\u00a0%`)
      }),
    )
  })

  it('refuses more than two decimals, anything above 100 % and anything not a number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, hundredths, thousandth) => {
          const text = `${whole},${String(hundredths).padStart(2, '0')}${thousandth}`
          expect(parseVatRate(text)).toEqual({ kind: 'invalid' })
        },
      ),
    )
    fc.assert(
      fc.property(fc.integer({ min: MAX_VAT_RATE_BASIS_POINTS + 1, max: 99_999_999 }), (rate) => {
        expect(isVatRate(rate)).toBe(false)
        expect(parseVatRate(vatRateText(rate))).toEqual({ kind: 'invalid' })
      }),
    )
    for (const text of ['-5', '5,5 %', 'vingt', '5,', ',5', '1e2', '100,01']) {
      expect(parseVatRate(text)).toEqual({ kind: 'invalid' })
    }
    expect(parseVatRate('  ')).toEqual({ kind: 'empty' })
  })

  it('reads and shows the rates France uses', () => {
    expect(parseVatRate('5,5')).toEqual({ kind: 'rate', basisPoints: 550 })
    expect(parseVatRate('20')).toEqual({ kind: 'rate', basisPoints: 2000 })
    expect(parseVatRate('2,10')).toEqual({ kind: 'rate', basisPoints: 210 })
    expect(parseVatRate('100')).toEqual({ kind: 'rate', basisPoints: 10_000 })
    expect(formatVatRate(550)).toBe('5,5\u00a0%')
    expect(formatVatRate(2000)).toBe('20\u00a0%')
    expect(formatVatRate(505)).toBe('5,05\u00a0%')
    expect(vatRateText(0)).toBe('0')
  })
})
