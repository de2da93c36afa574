import type * as v from 'valibot'
import { parseFrenchInteger, parseFrenchNumber } from '../../../domain/french-number'
import { eurosText } from '../../../domain/money'

/*
 * Back-office kit: how a ResourceForm's values become the wire body, and how the contract's schema
 * judges them (the very schema the server uses, through Standard Schema).
 *
 * Numbers are typed the French way ("1 000", "1 500,50") and read by the domain's one parser
 * (src/domain/french-number.ts): money travels as integer cents (1250), integers as numbers. Other fields
 * travel as typed (the contract reads numbers sent as text, and '' as "not set").
 */

/** One row of a repeatable group (a product's options): its own fields, as text or yes/no. */
export type FormRow = Readonly<Record<string, string | boolean>>
/** Text, yes/no, a group's rows, or the ids chosen in a multiple choice (a field with `render`). */
export type FormValue = string | boolean | readonly FormRow[] | readonly number[]
export type FormValues = Record<string, FormValue>

// A field of a repeatable group is named `group.*.field` (e.g. 'options.*.unit_price').
function groupPart(name: string): { group: string; field: string } | null {
  const [group, star, field] = name.split('.')
  return star === '*' && group !== undefined && field !== undefined ? { group, field } : null
}

export const AMOUNT_MESSAGE = 'Saisissez un montant en euros, par exemple 12,50.'

/** "12,50" -> 1250, '' -> '' (not set); any other text is kept, for the schema to refuse. */
export function centsFromEuros(text: string): number | string {
  const reading = parseFrenchNumber(text, 2)
  if (reading.kind === 'empty') return ''
  return reading.kind === 'number' ? reading.scaled : text
}

/** "1 000" -> 1000, '' -> '' (not set); any other text is kept, for the schema to refuse in French. */
export function integerFromText(text: string): number | string {
  const reading = parseFrenchInteger(text)
  if (reading.kind === 'empty') return ''
  return reading.kind === 'number' ? reading.value : text
}

/** 1250 -> "12,50", null -> '' (what an update form shows). */
export function eurosFromCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : eurosText(cents)
}

export function isAmountText(text: string): boolean {
  return parseFrenchNumber(text, 2).kind !== 'invalid'
}

// Converts the text of each named field (`name`, or `group.*.field` in every row of a group).
function convertFields(body: Record<string, unknown>, names: readonly string[], convert: (text: string) => unknown) {
  for (const name of names) {
    const inGroup = groupPart(name)
    const value = body[inGroup?.group ?? name]
    if (inGroup !== null && Array.isArray(value)) {
      body[inGroup.group] = (value as FormRow[]).map((row) => {
        const text = row[inGroup.field]
        return typeof text === 'string' ? { ...row, [inGroup.field]: convert(text) } : row
      })
    } else if (inGroup === null && typeof value === 'string') body[name] = convert(value)
  }
}

/**
 * The body sent to the server: money fields converted to cents, integer fields (named like money fields)
 * to numbers, plus `extra` (e.g. the version).
 */
export function wireBody(
  values: FormValues,
  moneyFields: readonly string[],
  extra: Record<string, unknown> = {},
  integerFields: readonly string[] = [],
) {
  const body: Record<string, unknown> = { ...values }
  convertFields(body, moneyFields, centsFromEuros)
  convertFields(body, integerFields, integerFromText)
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
  integerFields: readonly string[] = [],
) {
  const validate = (values: unknown): Result => {
    const formValues = values as FormValues
    // The contract's schemas are synchronous: their Standard Schema answer is never a promise.
    const result = schema['~standard'].validate(wireBody(formValues, moneyFields, extra, integerFields)) as {
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
  const inGroup = groupPart(name)
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
