// Numbers as French people type them in the back office's forms: "1 000", "1 500,50", "5,5". One reader
// for every number field (integers, amounts, rates), so that a quantity takes what an amount takes.
// - thousands are grouped by threes with a space, a no-break space (U+00A0) or a narrow no-break space
//   (U+202F, what Intl's fr-FR writes); ungrouped digits are fine too ("1000");
// - the decimal mark is a comma, or a dot (a number pasted from elsewhere);
// - no sign, no exponent: the back office's numbers are counts, amounts and rates, never negative.

export type FrenchNumberReading =
  | { readonly kind: 'empty' }
  /** `value` = `scaled` / 10^decimals; `scaled` is exact (cents for an amount read with 2 decimals). */
  | { readonly kind: 'number'; readonly value: number; readonly scaled: number }
  | { readonly kind: 'invalid' }

/** At most nine digits before the decimal mark: every scaled value stays an exact integer. */
export const MAX_WHOLE_DIGITS = 9

const SPACES = /[\s\u00a0\u202f]/
const GROUPED = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})+$/

function wholeDigits(text: string): string | null {
  if (/^\d+$/.test(text)) return text
  return GROUPED.test(text) ? text.replace(new RegExp(SPACES.source, 'g'), '') : null
}

/**
 * Reads a typed number with at most `decimals` digits after the mark (0: an integer). Spaces around it
 * are ignored; blank text is `empty`; anything else that is not such a number is `invalid`.
 */
export function parseFrenchNumber(text: string, decimals: number): FrenchNumberReading {
  const trimmed = text.replace(/^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g, '')
  if (trimmed === '') return { kind: 'empty' }
  const parts = trimmed.split(/[.,]/)
  if (parts.length > 2) return { kind: 'invalid' }
  const [wholeText = '', fraction] = parts
  const whole = wholeDigits(wholeText)
  if (whole === null || whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { kind: 'invalid' }
  if (fraction !== undefined && (fraction === '' || !/^\d+$/.test(fraction) || fraction.length > decimals)) {
    return { kind: 'invalid' }
  }
  const scaled = Number(whole) * 10 ** decimals + Number((fraction ?? '').padEnd(decimals, '0') || '0')
  return { kind: 'number', value: scaled / 10 ** decimals, scaled }
}

/** An integer ("1 000" -> 1000). */
export const parseFrenchInteger = (text: string) => parseFrenchNumber(text, 0)
