import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  appliesOn,
  effectiveBook,
  listOn,
  PRICE_LIST_MESSAGES,
  periodsOverlap,
  type Validity,
  validityProblem,
} from '../../src/domain/price-lists'
import { unitPriceFor } from '../../src/domain/price-tiers'

// Days as the database reads them back, over a few years around now (docs/decisions/075).
const day = fc
  .integer({ min: Date.UTC(2025, 0, 1) / 86_400_000, max: Date.UTC(2030, 11, 31) / 86_400_000 })
  .map((number) => new Date(number * 86_400_000).toISOString().slice(0, 10))

const validity: fc.Arbitrary<Validity> = fc
  .tuple(day, fc.option(day, { nil: null }))
  .map(([one, other]) =>
    other === null || one <= other ? { validFrom: one, validTo: other } : { validFrom: other, validTo: one },
  )

/** Lists saved one after the other, each checked against those already saved, as the back office does. */
const savedLists = fc.array(validity, { maxLength: 12 }).map((candidates) => {
  const saved: Validity[] = []
  for (const candidate of candidates) if (validityProblem(candidate, saved) === null) saved.push(candidate)
  return saved
})

describe('brand price lists', () => {
  it('applies a list from its first day to its last, both included', () => {
    fc.assert(
      fc.property(validity, day, (list, today) => {
        const inside = list.validFrom <= today && (list.validTo === null || today <= list.validTo)
        expect(appliesOn(list, today)).toBe(inside)
      }),
    )
  })

  it('finds overlaps both ways, and only real ones', () => {
    fc.assert(
      fc.property(validity, validity, day, (one, other, today) => {
        expect(periodsOverlap(one, other)).toBe(periodsOverlap(other, one))
        if (appliesOn(one, today) && appliesOn(other, today)) expect(periodsOverlap(one, other)).toBe(true)
      }),
    )
  })

  it('lets at most one saved list apply on any day, and listOn finds it', () => {
    fc.assert(
      fc.property(savedLists, day, (lists, today) => {
        const applying = lists.filter((list) => appliesOn(list, today))
        expect(applying.length).toBeLessThanOrEqual(1)
        expect(listOn(lists, today)).toBe(applying[0] ?? null)
      }),
    )
  })

  it('refuses an end before the start, and a period that meets another', () => {
    expect(validityProblem({ validFrom: '2027-02-01', validTo: '2027-01-31' }, [])).toBe(PRICE_LIST_MESSAGES.dates)
    const year = { validFrom: '2027-01-01', validTo: '2027-12-31' }
    expect(validityProblem({ validFrom: '2027-12-31', validTo: null }, [year])).toBe(PRICE_LIST_MESSAGES.overlap)
    expect(validityProblem({ validFrom: '2028-01-01', validTo: null }, [year])).toBeNull()
    expect(validityProblem({ validFrom: '2026-06-01', validTo: '2026-12-31' }, [year])).toBeNull()
  })

  it('prices with the negotiated book when there is one, else the option’s own', () => {
    const own = { unitPriceCents: 120, tiers: [{ fromQuantity: 500, unitPriceCents: 100 }] }
    const negotiated = { unitPriceCents: 95, tiers: [{ fromQuantity: 1000, unitPriceCents: 82 }] }
    expect(unitPriceFor(effectiveBook(own, negotiated), 600)).toBe(95)
    expect(unitPriceFor(effectiveBook(own, null), 600)).toBe(100)
  })
})
