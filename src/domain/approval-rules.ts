// A shop's approval rules, set by its head office (docs/decisions/073-working-days-and-budget-month.md): an order
// under a threshold may be accepted without the head office, within a monthly budget counted by Paris calendar
// month. An order over the budget always waits for validation, whatever the threshold.

import { formatEuros } from './money'
import { parisCalendarDay, parisMidnight } from './working-days'

export type ApprovalRules = {
  /** Orders whose total HT is strictly under this are accepted on their own; null: every order waits. */
  autoAcceptBelowCents: number | null
  /** What the shop may order in a Paris calendar month, HT; null: no budget. */
  monthlyBudgetCents: number | null
}

export type ApprovalReason = 'above-threshold' | 'over-budget' | 'no-rule'

export type Approval = { kind: 'auto-accepted' } | { kind: 'needs-validation'; reasons: ApprovalReason[] }

/** A Paris calendar month: `key` 'YYYY-MM', from `start` (its first midnight) up to `end` (excluded). */
export type BudgetMonth = { key: string; start: Date; end: Date }

/** The Paris calendar month an instant belongs to; its key is '' and its bounds invalid for an invalid Date. */
export function budgetMonth(at: Date): BudgetMonth {
  const day = parisCalendarDay(at)
  if (day === '') return { key: '', start: new Date(Number.NaN), end: new Date(Number.NaN) }
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))]
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
  return { key: day.slice(0, 7), start: parisMidnight(`${day.slice(0, 7)}-01`), end: parisMidnight(`${next}-01`) }
}

/** What is left of the month's budget: null without a budget, negative once it is overspent. */
export function budgetLeft(rules: ApprovalRules, spentCents: number): number | null {
  return rules.monthlyBudgetCents === null ? null : rules.monthlyBudgetCents - spentCents
}

/**
 * Whether an order is accepted on its own or waits for its head office, and why. `spentThisMonthCents` is what
 * the shop's orders already weigh on this month's budget, this order excluded.
 */
export function approvalFor(
  rules: ApprovalRules,
  order: { totalHtCents: number; spentThisMonthCents: number },
): Approval {
  const reasons: ApprovalReason[] = []
  if (rules.autoAcceptBelowCents === null) reasons.push('no-rule')
  else if (order.totalHtCents >= rules.autoAcceptBelowCents) reasons.push('above-threshold')
  const left = budgetLeft(rules, order.spentThisMonthCents)
  if (left !== null && order.totalHtCents > left) reasons.push('over-budget')
  return reasons.length === 0 ? { kind: 'auto-accepted' } : { kind: 'needs-validation', reasons }
}

export const APPROVAL_REASON_LABELS: Record<ApprovalReason, string> = {
  'above-threshold': 'Montant HT égal ou supérieur au seuil d’acceptation automatique',
  'over-budget': 'Budget mensuel dépassé',
  'no-rule': 'Aucune acceptation automatique fixée par le siège',
}

export const APPROVAL_MESSAGES = {
  autoAccepted: 'Commande acceptée automatiquement',
  needsValidation: 'Commande en attente de validation par le siège',
  noBudget: 'Aucun budget mensuel',
  amountMissing: 'Indiquez un montant ou aucun.',
  amountNotWhole: 'Le montant se compte au centime près.',
  amountNegative: 'Le montant ne peut pas être négatif.',
  amountTooLarge: 'Le montant ne peut pas dépasser 10 000 000 €.',
} as const

/** "Budget restant ce mois-ci : 1 234,00 €", or how much it is overspent; the no-budget text without one. */
export function budgetLeftMessage(leftCents: number | null): string {
  if (leftCents === null) return APPROVAL_MESSAGES.noBudget
  if (leftCents < 0) return `Budget dépassé ce mois-ci de ${formatEuros(-leftCents)}`
  return `Budget restant ce mois-ci : ${formatEuros(leftCents)}`
}

/** 10 000 000 € in cents: the largest threshold or budget a head office may set. */
export const APPROVAL_AMOUNT_MAX_CENTS = 1_000_000_000

export type ApprovalAmountReading = { kind: 'ok'; cents: number | null } | { kind: 'invalid'; message: string }

/** One amount of the rules as input: null (no rule) or whole cents from 0 to 10 000 000 €. */
export function readApprovalAmount(value: unknown): ApprovalAmountReading {
  if (value === null) return { kind: 'ok', cents: null }
  if (typeof value !== 'number' || Number.isNaN(value))
    return { kind: 'invalid', message: APPROVAL_MESSAGES.amountMissing }
  if (value < 0) return { kind: 'invalid', message: APPROVAL_MESSAGES.amountNegative }
  if (value > APPROVAL_AMOUNT_MAX_CENTS) return { kind: 'invalid', message: APPROVAL_MESSAGES.amountTooLarge }
  if (!Number.isInteger(value)) return { kind: 'invalid', message: APPROVAL_MESSAGES.amountNotWhole }
  return { kind: 'ok', cents: value }
}

export type ApprovalRulesReading =
  | { kind: 'ok'; rules: ApprovalRules }
  | { kind: 'invalid'; errors: Partial<Record<keyof ApprovalRules, string>> }

/** The rules as a head office sends them; each field's problem in French, field by field. */
export function parseApprovalRules(input: unknown): ApprovalRulesReading {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const threshold = readApprovalAmount(fields.autoAcceptBelowCents)
  const budget = readApprovalAmount(fields.monthlyBudgetCents)
  if (threshold.kind === 'ok' && budget.kind === 'ok') {
    return { kind: 'ok', rules: { autoAcceptBelowCents: threshold.cents, monthlyBudgetCents: budget.cents } }
  }
  const errors: Partial<Record<keyof ApprovalRules, string>> = {}
  if (threshold.kind === 'invalid') errors.autoAcceptBelowCents = threshold.message
  if (budget.kind === 'invalid') errors.monthlyBudgetCents = budget.message
  return { kind: 'invalid', errors }
}

/** The statuses of an accepted order: what counts against a month's budget (not waiting, refused or cancelled). */
export const BUDGET_STATUSES = [
  'validated',
  'in_production',
  'shipped',
  'delivered',
] as const satisfies readonly string[]
