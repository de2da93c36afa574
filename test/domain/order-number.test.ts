import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOrderNumber, orderYear, parseOrderNumber } from '../../src/domain/order-number'

describe('order numbers: worked examples (CMD-YYYY-NNNNN)', () => {
  it('pads the sequence to five digits', () => {
    expect(formatOrderNumber(2026, 42)).toBe('CMD-2026-00042')
    expect(formatOrderNumber(2026, 1)).toBe('CMD-2026-00001')
    expect(formatOrderNumber(2026, 123_456)).toBe('CMD-2026-123456')
  })

  it('counts the year in Paris time', () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Paris.
    expect(orderYear(new Date('2025-12-31T23:30:00Z'))).toBe(2026)
    expect(orderYear(new Date('2025-12-31T22:30:00Z'))).toBe(2025)
    // Summer time: UTC+2.
    expect(orderYear(new Date('2026-07-01T12:00:00Z'))).toBe(2026)
  })

  it('refuses what is not an order number', () => {
    const notNumbers = ['', 'CMD-2026-0042', 'cmd-2026-00042', 'CMD-26-00042', 'CMD-2026-00000']
    notNumbers.push(' CMD-2026-00042', 'CMD-2026-00042x')
    for (const text of notNumbers) {
      expect(parseOrderNumber(text)).toEqual({ kind: 'invalid' })
    }
  })
})

const year = fc.integer({ min: 1000, max: 9999 })
const sequence = fc.integer({ min: 1, max: 9_999_999 })

describe('order numbers: properties', () => {
  it('reads back the year and sequence it was formatted from', () => {
    fc.assert(
      fc.property(year, sequence, (y, s) => {
        expect(parseOrderNumber(formatOrderNumber(y, s))).toEqual({ kind: 'order-number', year: y, sequence: s })
      }),
    )
  })

  it('within one year, formatted numbers sort in the order of their sequence up to 99 999', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), (y, a, b) => {
        const [first, second] = [formatOrderNumber(y, a), formatOrderNumber(y, b)]
        expect(first < second).toBe(a < b)
      }),
    )
  })

  it('the Paris year is the UTC year or the next one, never more than 2 hours apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }), (ms) => {
        const utcYear = new Date(ms).getUTCFullYear()
        const paris = orderYear(new Date(ms))
        expect([utcYear, utcYear + 1]).toContain(paris)
        if (paris !== utcYear) expect(orderYear(new Date(ms - 2 * 3600_000))).toBe(utcYear)
      }),
    )
  })
})
