import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adjustmentRefusal,
  balanceOf,
  callOffRefusal,
  inStockText,
  MAX_REASON_LENGTH,
  MAX_STOCK_QUANTITY,
  notEnoughStockMessage,
  runRefusal,
  STOCK_MESSAGES,
  stockQuantityText,
} from '../../src/domain/brand-stock'

// The rules every change of a brand's stock obeys (docs/decisions/077-brand-stock.md).
const quantity = fc.oneof(
  fc.integer({ min: -MAX_STOCK_QUANTITY - 10, max: MAX_STOCK_QUANTITY + 10 }),
  fc.double({ noNaN: true, min: -100, max: 100 }),
)
const reason = fc.oneof(fc.string({ maxLength: MAX_REASON_LENGTH + 20 }), fc.constantFrom('', '   ', 'Inventaire'))

describe('brand stock: properties', () => {
  it('records a run of a whole positive quantity up to the maximum, nothing else', () => {
    fc.assert(
      fc.property(quantity, (asked) => {
        const accepted = Number.isInteger(asked) && asked > 0 && asked <= MAX_STOCK_QUANTITY
        expect(runRefusal(asked) === null).toBe(accepted)
      }),
    )
  })

  it('never lets an adjustment take the balance below zero, and asks for a reason', () => {
    fc.assert(
      fc.property(quantity, reason, fc.integer({ min: 0, max: MAX_STOCK_QUANTITY }), (asked, why, balance) => {
        const refusal = adjustmentRefusal(asked, why, balance)
        if (refusal === null) {
          expect(Number.isInteger(asked) && asked !== 0).toBe(true)
          expect(balance + asked).toBeGreaterThanOrEqual(0)
          expect(why.trim().length).toBeGreaterThan(0)
          expect(why.trim().length).toBeLessThanOrEqual(MAX_REASON_LENGTH)
        }
        if (why.trim() === '' && Number.isInteger(asked) && asked !== 0 && Math.abs(asked) <= MAX_STOCK_QUANTITY) {
          expect(refusal).toBe(STOCK_MESSAGES.reasonRequired)
        }
      }),
    )
  })

  const lines = fc
    .array(
      fc.record({
        optionId: fc.integer({ min: 1, max: 4 }),
        quantity: fc.integer({ min: 1, max: 500 }),
      }),
      { maxLength: 8 },
    )
    .chain((asked) =>
      fc.tuple(fc.constant(asked), fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 5, maxLength: 5 })),
    )
    .map(([asked, balances]) =>
      asked.map((line) => ({ ...line, optionLabel: `Option ${line.optionId}`, balance: balances[line.optionId] ?? 0 })),
    )

  it('never accepts more than the balance of an option, counting its lines together', () => {
    fc.assert(
      fc.property(lines, (asked) => {
        const refusal = callOffRefusal(asked)
        const totals = new Map<number, number>()
        for (const line of asked) totals.set(line.optionId, (totals.get(line.optionId) ?? 0) + line.quantity)
        const covered = asked.every((line) => (totals.get(line.optionId) ?? 0) <= line.balance)
        expect(refusal === null).toBe(covered)
        if (refusal !== null) {
          const refused = asked.map((line) => notEnoughStockMessage(line.optionLabel, line.balance))
          expect(refused).toContain(refusal.message)
          expect(refusal.kind).toBe('refused')
        }
      }),
    )
  })

  it('replays a balance as the sum of its signed movements, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (signed) => {
        const movements = signed.map((value) => ({ quantity: value }))
        expect(balanceOf(movements)).toBe(signed.reduce((sum, value) => sum + value, 0))
        expect(balanceOf([...movements].reverse())).toBe(balanceOf(movements))
      }),
    )
  })
})

describe('brand stock: sentences', () => {
  it('writes quantities the French way', () => {
    expect(stockQuantityText(12_400)).toMatch(/^12\s400$/u)
    expect(inStockText(12_400)).toBe(`En stock pour votre enseigne : ${stockQuantityText(12_400)}`)
    expect(notEnoughStockMessage('Sac kraft M', 40)).toBe(
      'Stock insuffisant pour « Sac kraft M » : 40 disponibles pour votre enseigne.',
    )
  })

  it('refuses the first uncovered line and its option only', () => {
    const refusal = callOffRefusal([
      { optionId: 1, optionLabel: 'Sac kraft M', quantity: 30, balance: 50 },
      { optionId: 2, optionLabel: 'Boîte L', quantity: 10, balance: 10 },
      { optionId: 1, optionLabel: 'Sac kraft M', quantity: 30, balance: 50 },
    ])
    expect(refusal).toEqual({ kind: 'refused', message: notEnoughStockMessage('Sac kraft M', 50) })
    const belowZero = 'L’ajustement ferait passer le stock sous zéro : 50 en stock.'
    expect(adjustmentRefusal(-60, 'Casse', 50)).toBe(belowZero)
    expect(adjustmentRefusal(-50, 'Casse', 50)).toBeNull()
    expect(adjustmentRefusal(5, '  ', 50)).toBe(STOCK_MESSAGES.reasonRequired)
    expect(runRefusal(0)).toBe(STOCK_MESSAGES.runQuantity)
    expect(runRefusal(MAX_STOCK_QUANTITY + 1)).toBe(STOCK_MESSAGES.tooLarge)
  })
})
