import * as v from 'valibot'
import { SUBMISSION_MESSAGES as M } from './submission-messages'

export const MESSAGE_MAX_LENGTH = 5000

// No line breaks or control characters in one-line fields: they end up in mail headers.
const ONE_LINE = /^[^\p{Cc}]*$/u

export const requiredLine = (message: string, max = 120) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message), v.regex(ONE_LINE, message))

export const email = v.pipe(v.string(M.email), v.trim(), v.maxLength(254, M.email), v.email(M.email), v.regex(ONE_LINE, M.email))

// Optional fields: absent, null or blank all mean "not given". A union rather than v.optional, so
// that the parsed object always has the key (with null).
const maybeString = (message: string) => v.union([v.string(message), v.null(), v.undefined()], message)
const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim())

export const optionalLine = (message: string, max: number) =>
  v.pipe(
    maybeString(message),
    v.transform(blankToNull),
    v.check((value) => value === null || (value.length <= max && ONE_LINE.test(value)), message),
  )

export const phone = v.pipe(
  maybeString(M.phone),
  v.transform(blankToNull),
  v.check((value) => value === null || /^\+?[0-9 ().-]{6,25}$/.test(value), M.phone),
)

export const requiredMessage = v.pipe(v.string(M.message), v.trim(), v.minLength(1, M.message), v.maxLength(MESSAGE_MAX_LENGTH, M.messageTooLong))

export const optionalMessage = v.pipe(
  maybeString(M.messageTooLong),
  v.transform(blankToNull),
  v.check((value) => value === null || value.length <= MESSAGE_MAX_LENGTH, M.messageTooLong),
)

// The honeypot is a field hidden from people: any content at all means a robot filled the form.
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  return typeof value !== 'string' || value.trim() !== ''
}

// valibot reports a missing key with the object's generic message; giving every field of the
// form a value (undefined when absent) lets each field say, in French, what it needs.
export function formFields<K extends string>(entries: Record<K, unknown>, raw: Record<string, unknown>): Record<K, unknown> {
  return Object.fromEntries(Object.keys(entries).map((key) => [key, raw[key]])) as Record<K, unknown>
}
