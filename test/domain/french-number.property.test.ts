import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFrenchInteger, parseFrenchNumber } from '../../src/domain/french-number'

const SEPARATORS = [' ', '\u00a0', '\u202f'] as const

// What Intl's fr-FR writes, thousands joined by `separator`: the text a French user types or pastes.
function frenchText(scaled: number, decimals: number, separator: string): string {
  const format = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
  return format.format(scaled / 10 ** decimals).replace(/[\u00a0\u202f ]/g, separator)
}

describe('parseFrenchNumber', () => {
  it('reads the examples of the back office', () => {
    expect(parseFrenchInteger('1 000')).toEqual({ kind: 'number', value: 1000, scaled: 1000 })
    expect(parseFrenchInteger('1\u202f000')).toEqual({ kind: 'number', value: 1000, scaled: 1000 })
    expect(parseFrenchNumber('1 500,50', 2)).toEqual({ kind: 'number', value: 1500.5, scaled: 150050 })
    expect(parseFrenchNumber('5,5', 2)).toEqual({ kind: 'number', value: 5.5, scaled: 550 })
    expect(parseFrenchNumber('12.5', 2)).toEqual({ kind: 'number', value: 12.5, scaled: 1250 })
    expect(parseFrenchNumber('  ', 2)).toEqual({ kind: 'empty' })
  })

  it('refuses what is no such number', () => {
    for (const text of ['1,5', '-3', '1e3', '10 00', '1 0000', '1,', ',5', '1.000,5', 'abc', '1234567890']) {
      expect(parseFrenchInteger(text).kind, text).toBe('invalid')
    }
    expect(parseFrenchNumber('5,555', 2).kind).toBe('invalid')
  })

  it('reads back what fr-FR writes, whatever the thousands space', () => {
    fc.assert(
      fc.property(
        fc.nat(999_999_999),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(...SEPARATORS),
        (whole, decimals, separator) => {
          const scaled = whole * 10 ** decimals + (whole % 10 ** decimals)
          const reading = parseFrenchNumber(` ${frenchText(scaled, decimals, separator)} `, decimals)
          expect(reading).toEqual({ kind: 'number', value: scaled / 10 ** decimals, scaled })
        },
      ),
    )
  })

  it('reads the plain digits of an integer as that integer', () => {
    fc.assert(
      fc.property(fc.nat(999_999_999), (n) => {
        expect(parseFrenchInteger(String(n))).toEqual({ kind: 'number', value: n, scaled: n })
      }),
    )
  })

  it('never throws, and a number read is never negative nor beyond nine digits of units', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 ,.-e\u00a0\u202fa'.split('')) }), (text) => {
        const reading = parseFrenchNumber(text, 2)
        if (reading.kind === 'number') {
          expect(reading.value).toBeGreaterThanOrEqual(0)
          expect(reading.value).toBeLessThan(1e9)
          expect(Number.isInteger(reading.scaled)).toBe(true)
        }
      }),
    )
  })
})
