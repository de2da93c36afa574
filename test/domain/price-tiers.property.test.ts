import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_TIERS,
  nextTier,
  type PriceBook,
  priceBookProblem,
  TIER_MESSAGES,
  tierText,
  unitPriceFor,
} from '../../src/domain/price-tiers'

// A book as the back office saves it: quantities strictly increasing from 2, prices strictly decreasing below the
// unit price (docs/decisions/075-price-tiers-price-lists-lead-times.md).
const validBook: fc.Arbitrary<PriceBook> = fc
  .record({
    unitPriceCents: fc.integer({ min: MAX_TIERS + 1, max: 1_000_000 }),
    steps: fc.array(fc.record({ more: fc.integer({ min: 1, max: 5000 }), cheaper: fc.integer({ min: 1, max: 50 }) }), {
      maxLength: MAX_TIERS,
    }),
  })
  .map(({ unitPriceCents, steps }) => {
    let [quantity, price] = [1, unitPriceCents]
    const tiers = []
    for (const step of steps) {
      quantity += step.more
      price = Math.max(0, price - step.cheaper)
      tiers.push({ fromQuantity: quantity, unitPriceCents: price })
    }
    return { unitPriceCents, tiers }
  })
  // A price that reached 0 cannot fall further: such a book is not a valid one.
  .filter((book) => priceBookProblem(book) === null)

const quantity = fc.integer({ min: 1, max: 100_000 })

describe('prices by quantity', () => {
  it('never charges more per unit for a larger quantity', () => {
    fc.assert(
      fc.property(validBook, quantity, quantity, (book, one, other) => {
        const [smaller, larger] = one <= other ? [one, other] : [other, one]
        expect(unitPriceFor(book, larger)).toBeLessThanOrEqual(unitPriceFor(book, smaller))
      }),
    )
  })

  it('charges the break reached, or the unit price below the first one', () => {
    fc.assert(
      fc.property(validBook, quantity, (book, count) => {
        const reached = book.tiers.filter((tier) => tier.fromQuantity <= count).at(-1)
        expect(unitPriceFor(book, count)).toBe(reached?.unitPriceCents ?? book.unitPriceCents)
      }),
    )
  })

  it('names the next break: the missing units reach exactly its price, and it is cheaper', () => {
    fc.assert(
      fc.property(validBook, quantity, (book, count) => {
        const next = nextTier(book, count)
        if (next === null) {
          expect(book.tiers.every((tier) => tier.fromQuantity <= count)).toBe(true)
          return
        }
        expect(next.missingQuantity).toBeGreaterThan(0)
        expect(unitPriceFor(book, count + next.missingQuantity)).toBe(next.tier.unitPriceCents)
        expect(unitPriceFor(book, count + next.missingQuantity - 1)).toBe(unitPriceFor(book, count))
        expect(next.tier.unitPriceCents).toBeLessThan(unitPriceFor(book, count))
      }),
    )
  })

  it('reads the breaks in quantity order whatever order they are stored in', () => {
    fc.assert(
      fc.property(validBook, quantity, (book, count) => {
        const reversed = { ...book, tiers: [...book.tiers].reverse() }
        expect(unitPriceFor(reversed, count)).toBe(unitPriceFor(book, count))
        expect(nextTier(reversed, count)).toEqual(nextTier(book, count))
      }),
    )
  })

  it('refuses a book where a larger quantity would cost as much or more per unit', () => {
    fc.assert(
      fc.property(validBook, fc.nat(), (book, pick) => {
        fc.pre(book.tiers.length > 0)
        const index = pick % book.tiers.length
        const tiers = book.tiers.map((tier, at) =>
          at === index
            ? { ...tier, unitPriceCents: (book.tiers[at - 1]?.unitPriceCents ?? book.unitPriceCents) + 1 }
            : tier,
        )
        expect(priceBookProblem({ ...book, tiers })).toBe(TIER_MESSAGES.cheaper)
      }),
    )
  })

  it('refuses repeated or decreasing quantities, breaks under 2 units, negative prices and too many breaks', () => {
    const base = { unitPriceCents: 100 }
    const tier = (fromQuantity: number, unitPriceCents: number) => ({ fromQuantity, unitPriceCents })
    expect(priceBookProblem({ ...base, tiers: [tier(100, 90), tier(100, 80)] })).toBe(TIER_MESSAGES.increasing)
    expect(priceBookProblem({ ...base, tiers: [tier(500, 80), tier(100, 90)] })).toBe(TIER_MESSAGES.increasing)
    expect(priceBookProblem({ ...base, tiers: [tier(1, 90)] })).toBe(TIER_MESSAGES.quantity)
    expect(priceBookProblem({ ...base, tiers: [tier(2.5, 90)] })).toBe(TIER_MESSAGES.quantity)
    expect(priceBookProblem({ ...base, tiers: [tier(10, -1)] })).toBe(TIER_MESSAGES.price)
    const many = Array.from({ length: MAX_TIERS + 1 }, (_, at) => tier(10 * (at + 1), 90 - at))
    expect(priceBookProblem({ ...base, tiers: many })).toBe(TIER_MESSAGES.tooMany)
    expect(priceBookProblem({ ...base, tiers: [] })).toBeNull()
  })

  it('says a break the French way', () => {
    expect(tierText({ fromQuantity: 500, unitPriceCents: 82 })).toBe('dès 500 unités : 0,82\u00a0€ HT')
    expect(tierText({ fromQuantity: 1000, unitPriceCents: 75 })).toBe('dès 1\u202f000 unités : 0,75\u00a0€ HT')
  })
})
