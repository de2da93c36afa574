// The URL's search string is user input: each list route keeps only the values it understands and
// drops the rest, so a hand-edited address can never reach a use case with garbage. Hand-written
// rather than valibot because route definitions ship in the entry chunk (home page budget).

export const PAGE_SIZES = [10, 20, 50] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export type SortOrder = 'asc' | 'desc'

export function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined
}

export function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value || String(candidate) === value)
}

const MAX_TEXT_LENGTH = 100

export function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim().slice(0, MAX_TEXT_LENGTH)
  return text === '' ? undefined : text
}

export function calendarDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined
}

/** Paging and sorting shared by every list of the portal; absent values take the screen's defaults. */
export type ListSearch<Sort extends string> = {
  readonly page?: number
  readonly parPage?: PageSize
  readonly tri?: Sort
  readonly ordre?: SortOrder
}

export function listSearch<Sort extends string>(
  search: Record<string, unknown>,
  sorts: readonly Sort[],
): ListSearch<Sort> {
  return {
    page: positiveInteger(search.page),
    parPage: oneOf(search.parPage, PAGE_SIZES),
    tri: oneOf(search.tri, sorts),
    ordre: oneOf(search.ordre, ['asc', 'desc'] as const),
  }
}
