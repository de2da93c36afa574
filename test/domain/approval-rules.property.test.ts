import { addMonths, startOfMonth } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  APPROVAL_AMOUNT_MAX_CENTS,
  APPROVAL_MESSAGES,
  APPROVAL_REASON_LABELS,
  type ApprovalRules,
  approvalFor,
  budgetLeft,
  budgetLeftMessage,
  budgetMonth,
  parseApprovalRules,
} from '../../src/domain/approval-rules'
import { formatEuros } from '../../src/domain/money'
import { PARIS_TIME_ZONE } from '../../src/domain/paris-time'

// Head-office approval rules and the Paris budget month (docs/decisions/073-working-days-and-budget-month.md).

const cents = fc.integer({ min: 0, max: APPROVAL_AMOUNT_MAX_CENTS })
const rules: fc.Arbitrary<ApprovalRules> = fc.record({
  autoAcceptBelowCents: fc.option(cents, { nil: null }),
  monthlyBudgetCents: fc.option(cents, { nil: null }),
})
const order = fc.record({ totalHtCents: cents, spentThisMonthCents: fc.integer({ min: 0, max: 2e9 }) })
const at = (y: number, m: number, d: number, h = 0) => new Date(new TZDate(y, m - 1, d, h, PARIS_TIME_ZONE))
const instant = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2080, 0, 1) / 1000 })
  .map((seconds) => new Date(seconds * 1000))
// Instants within a few hours of a Paris month's first midnight, where UTC and Paris disagree on the month.
const nearMonthStart = fc
  .record({ year: fc.integer({ min: 1997, max: 2060 }), month: fc.integer({ min: 0, max: 11 }), shift: fc.integer() })
  .map(({ year, month, shift }) => new Date(new TZDate(year, month, 1, PARIS_TIME_ZONE).getTime() + (shift % 1e7)))

describe('approval: worked examples', () => {
  const rules = { autoAcceptBelowCents: 50_000, monthlyBudgetCents: 200_000 }

  it('accepts an order under the threshold and within the budget', () => {
    expect(approvalFor(rules, { totalHtCents: 49_999, spentThisMonthCents: 150_001 })).toEqual({
      kind: 'auto-accepted',
    })
  })

  it('holds an order at the threshold, and one that takes the month over budget, whatever the threshold', () => {
    expect(approvalFor(rules, { totalHtCents: 50_000, spentThisMonthCents: 0 })).toEqual({
      kind: 'needs-validation',
      reasons: ['above-threshold'],
    })
    expect(approvalFor(rules, { totalHtCents: 100, spentThisMonthCents: 199_950 })).toEqual({
      kind: 'needs-validation',
      reasons: ['over-budget'],
    })
    expect(
      approvalFor({ ...rules, autoAcceptBelowCents: null }, { totalHtCents: 100, spentThisMonthCents: 0 }),
    ).toEqual({ kind: 'needs-validation', reasons: ['no-rule'] })
  })

  it('uses the budget up to the last cent', () => {
    expect(approvalFor(rules, { totalHtCents: 100, spentThisMonthCents: 199_900 }).kind).toBe('auto-accepted')
    expect(budgetLeft(rules, 199_900 + 100)).toBe(0)
    expect(budgetLeft(rules, 250_000)).toBe(-50_000)
    expect(budgetLeft({ ...rules, monthlyBudgetCents: null }, 250_000)).toBeNull()
  })

  it('says what is left in French euros', () => {
    expect(budgetLeftMessage(123_400)).toBe('Budget restant ce mois-ci : 1\u202f234,00\u00a0€')
    expect(budgetLeftMessage(-5_000)).toBe(`Budget dépassé ce mois-ci de ${formatEuros(5_000)}`)
    expect(budgetLeftMessage(null)).toBe(APPROVAL_MESSAGES.noBudget)
    expect(APPROVAL_MESSAGES.autoAccepted).toBe('Commande acceptée automatiquement')
    expect(Object.keys(APPROVAL_REASON_LABELS).sort()).toEqual(['above-threshold', 'no-rule', 'over-budget'])
  })

  it('counts the month in Paris: 31 December 23:30 in Paris is still December, 00:30 is January', () => {
    const december = budgetMonth(at(2026, 12, 31, 23))
    expect(december).toEqual({ key: '2026-12', start: at(2026, 12, 1), end: at(2027, 1, 1) })
    expect(december.end).toEqual(new Date('2026-12-31T23:00:00Z'))
    expect(budgetMonth(new Date('2026-12-31T23:30:00Z')).key).toBe('2027-01')
    expect(budgetMonth(at(2026, 3, 15))).toEqual({ key: '2026-03', start: at(2026, 3, 1), end: at(2026, 4, 1) })
    expect(budgetMonth(at(2026, 3, 15)).end).toEqual(new Date('2026-03-31T22:00:00Z'))
    expect(budgetMonth(new Date(Number.NaN)).key).toBe('')
  })
})

describe('approval: properties', () => {
  it('accepts on its own only when every rule allows it, and names every rule that refuses', () => {
    fc.assert(
      fc.property(rules, order, (rules, order) => {
        const threshold = rules.autoAcceptBelowCents
        const budget = rules.monthlyBudgetCents
        const refusing = [
          ...(threshold === null ? ['no-rule'] : order.totalHtCents >= threshold ? ['above-threshold'] : []),
          ...(budget !== null && order.spentThisMonthCents + order.totalHtCents > budget ? ['over-budget'] : []),
        ]
        const approval = approvalFor(rules, order)
        if (approval.kind === 'auto-accepted') {
          expect(threshold !== null && order.totalHtCents < threshold).toBe(true)
          expect(budget === null || order.spentThisMonthCents + order.totalHtCents <= budget).toBe(true)
        }
        expect(approval).toEqual(
          refusing.length === 0 ? { kind: 'auto-accepted' } : { kind: 'needs-validation', reasons: refusing },
        )
      }),
      { numRuns: 1000 },
    )
  })

  it('an order over the budget always waits, whatever the threshold', () => {
    fc.assert(
      fc.property(fc.option(cents, { nil: null }), cents, order, (threshold, budget, order) => {
        fc.pre(order.spentThisMonthCents + order.totalHtCents > budget)
        const approval = approvalFor({ autoAcceptBelowCents: threshold, monthlyBudgetCents: budget }, order)
        expect(approval.kind === 'needs-validation' && approval.reasons.includes('over-budget')).toBe(true)
      }),
    )
  })

  it('a month of Paris holds its instant, is the month date-fns reads in Paris, and months tile', () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearMonthStart), (date) => {
        const month = budgetMonth(date)
        expect(month.start.getTime()).toBeLessThanOrEqual(date.getTime())
        expect(date.getTime()).toBeLessThan(month.end.getTime())
        const paris = new TZDate(date.getTime(), PARIS_TIME_ZONE)
        expect(month.start.getTime()).toBe(startOfMonth(paris).getTime())
        expect(month.end.getTime()).toBe(addMonths(startOfMonth(paris), 1).getTime())
        expect(budgetMonth(month.end).start).toEqual(month.end)
        expect(budgetMonth(new Date(month.start.getTime() - 1)).end).toEqual(month.start)
        expect(month.key).toBe(`${paris.getFullYear()}-${String(paris.getMonth() + 1).padStart(2, '0')}`)
      }),
      { numRuns: 1000 },
    )
  })

  it('takes rules of whole cents from 0 to 10 000 000 € or none, and refuses anything else field by field', () => {
    const amount = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -10, max: APPROVAL_AMOUNT_MAX_CENTS + 10 }),
      fc.double(),
      fc.string(),
      fc.constant(undefined),
    )
    fc.assert(
      fc.property(amount, amount, (threshold, budget) => {
        const valid = (value: unknown) =>
          value === null ||
          (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= APPROVAL_AMOUNT_MAX_CENTS)
        const reading = parseApprovalRules({ autoAcceptBelowCents: threshold, monthlyBudgetCents: budget })
        if (valid(threshold) && valid(budget)) {
          expect(reading).toEqual({
            kind: 'ok',
            rules: { autoAcceptBelowCents: threshold, monthlyBudgetCents: budget },
          })
        } else {
          expect(reading.kind).toBe('invalid')
          if (reading.kind !== 'invalid') return
          expect(reading.errors.autoAcceptBelowCents === undefined).toBe(valid(threshold))
          expect(reading.errors.monthlyBudgetCents === undefined).toBe(valid(budget))
        }
      }),
      { numRuns: 500 },
    )
  })

  it('says why an amount is refused, in French', () => {
    const errors = (input: unknown) => {
      const reading = parseApprovalRules(input)
      return reading.kind === 'invalid' ? reading.errors : {}
    }
    expect(errors({ autoAcceptBelowCents: -1, monthlyBudgetCents: 12.5 })).toEqual({
      autoAcceptBelowCents: APPROVAL_MESSAGES.amountNegative,
      monthlyBudgetCents: APPROVAL_MESSAGES.amountNotWhole,
    })
    expect(errors({ autoAcceptBelowCents: APPROVAL_AMOUNT_MAX_CENTS + 1, monthlyBudgetCents: null })).toEqual({
      autoAcceptBelowCents: 'Le montant ne peut pas dépasser 10 000 000 €.',
    })
    expect(errors(null)).toEqual({
      autoAcceptBelowCents: APPROVAL_MESSAGES.amountMissing,
      monthlyBudgetCents: APPROVAL_MESSAGES.amountMissing,
    })
  })
})
