import type * as v from 'valibot'
import { eurosText, parseEuros } from '../../../domain/money'

/*
 * Back-office kit: how a ResourceForm's values become the wire body, and how the contract's schema
 * judges them (the very schema the server uses, through Standard Schema).
 *
 * Money is typed in euros ("12,50") and travels as integer cents (1250), read by the domain's parseEuros
 * (src/domain/money.ts); other fields travel as typed (the contract reads numbers sent as text, and '' as
 * "not set").
 */

/** One row of a repeatable group (a product's options): its own fields, as text or yes/no. */
export type FormRow = Readonly<Record<string, string | boolean>>
export type FormValue = string | boolean | readonly FormRow[]
export type FormValues = Record<string, FormValue>

// A money field of a repeatable group is named `group.*.field` (e.g. 'options.*.unit_price').
function groupMoney(name: string): { group: string; field: string } | null {
  const [group, star, field] = name.split('.')
  return star === '*' && group !== undefined && field !== undefined ? { group, field } : null
}

export const AMOUNT_MESSAGE = 'Saisissez un montant en euros, par exemple 12,50.'

/** "12,50" -> 1250, '' -> '' (not set); any other text is kept, for the schema to refuse. */
export function centsFromEuros(text: string): number | string {
  const reading = parseEuros(text)
  if (reading.kind === 'empty') return ''
  return reading.kind === 'amount' ? reading.cents : text
}

/** 1250 -> "12,50", null -> '' (what an update form shows). */
export function eurosFromCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : eurosText(cents)
}

export function isAmountText(text: string): boolean {
  return parseEuros(text).kind !== 'invalid'
}

/** The body sent to the server: money fields converted to cents, plus `extra` (e.g. the version). */
export function wireBody(values: FormValues, moneyFields: readonly string[], extra: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = { ...values }
  for (const name of moneyFields) {
    const inGroup = groupMoney(name)
    const value = body[inGroup?.group ?? name]
    if (inGroup !== null && Array.isArray(value)) {
      body[inGroup.group] = (value as FormRow[]).map((row) => {
        const amount = row[inGroup.field]
        return typeof amount === 'string' ? { ...row, [inGroup.field]: centsFromEuros(amount) } : row
      })
    } else if (inGroup === null && typeof value === 'string') body[name] = centsFromEuros(value)
  }
  return { ...body, ...extra }
}

type Issue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> }
type Result = { readonly value: FormValues; readonly issues?: undefined } | { readonly issues: readonly Issue[] }

/**
 * A Standard Schema over the form's values: the contract's schema judges the wire body, and its
 * issues keep their field paths (TanStack Form puts each under its field). An amount that is not a
 * euro amount says so in euros rather than in the wire's cents.
 */
export function formStandardSchema(
  schema: v.GenericSchema,
  moneyFields: readonly string[],
  extra: Record<string, unknown> = {},
) {
  const validate = (values: unknown): Result => {
    const formValues = values as FormValues
    // The contract's schemas are synchronous: their Standard Schema answer is never a promise.
    const result = schema['~standard'].validate(wireBody(formValues, moneyFields, extra)) as {
      issues?: readonly Issue[]
    }
    const amountIssues = moneyFields.flatMap((name) => amountIssuesOf(formValues, name))
    const others = (result.issues ?? []).filter((issue) => !amountIssues.some((amount) => sameField(amount, issue)))
    const issues = [...amountIssues, ...others]
    return issues.length === 0 ? { value: formValues } : { issues }
  }
  return { '~standard': { version: 1 as const, vendor: 'ecrin-backoffice', validate } }
}

function amountIssuesOf(values: FormValues, name: string): Issue[] {
  const inGroup = groupMoney(name)
  const value = values[inGroup?.group ?? name]
  if (inGroup === null) {
    return typeof value === 'string' && !isAmountText(value) ? [{ message: AMOUNT_MESSAGE, path: [{ key: name }] }] : []
  }
  if (!Array.isArray(value)) return []
  return (value as FormRow[]).flatMap((row, index): Issue[] => {
    const amount = row[inGroup.field]
    if (typeof amount !== 'string' || isAmountText(amount)) return []
    return [{ message: AMOUNT_MESSAGE, path: [{ key: inGroup.group }, { key: index }, { key: inGroup.field }] }]
  })
}

const keyOf = (item: PropertyKey | { readonly key: PropertyKey }) =>
  String(typeof item === 'object' && item !== null ? item.key : item)

function fieldOf(issue: Issue): PropertyKey | undefined {
  const first = issue.path?.[0]
  return typeof first === 'object' && first !== null ? first.key : first
}

// The whole path: an amount of row 2 is not the same field as the amount of row 1.
function sameField(a: Issue, b: Issue): boolean {
  return (a.path ?? []).map(keyOf).join('.') === (b.path ?? []).map(keyOf).join('.')
}

/** The first field of each issue, for screens and tests that need the message per field. */
export function issueField(issue: Issue): string | undefined {
  const key = fieldOf(issue)
  return key === undefined ? undefined : String(key)
}
