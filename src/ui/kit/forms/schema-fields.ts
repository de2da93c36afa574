import { flushSync } from 'react-dom'
import * as v from 'valibot'

/** Each field's first French message, by field name; empty when the form may be sent. */
export type FieldErrors = Readonly<Record<string, string>>

/**
 * What the contract's schema (the one the server applies) says about the values typed, field by
 * field, so that the form shows the server's own words next to each field before sending.
 */
export function fieldErrors(schema: v.GenericSchema, input: unknown): FieldErrors {
  const errors: Record<string, string> = {}
  for (const issue of v.safeParse(schema, input, { abortPipeEarly: true }).issues ?? []) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message
  }
  return errors
}

type Piped = { readonly type?: string; readonly requirement?: unknown; readonly pipe?: readonly Piped[] }

const maxLengths = (item: Piped): number[] =>
  item.type === 'max_length' && typeof item.requirement === 'number'
    ? [item.requirement]
    : (item.pipe ?? []).flatMap(maxLengths)

/** The tightest `v.maxLength` in a contract field's pipes: the server's limit, read rather than retyped. */
export function maxLengthOf(schema: Piped): number | undefined {
  const found = maxLengths(schema)
  return found.length === 0 ? undefined : Math.min(...found)
}

/**
 * Shows the errors, then moves focus to the first field in error (in the form's order), once its
 * `aria-invalid` and message are in place so that both are announced with it. False when none.
 */
export function showFieldErrors(form: HTMLFormElement, errors: FieldErrors, show: (errors: FieldErrors) => void) {
  flushSync(() => show(errors))
  const first = [...form.elements].find((element) => (element.getAttribute('name') ?? '') in errors)
  if (first instanceof HTMLElement) first.focus()
  return first !== undefined
}
