import type { AdminActor } from '../audit/audit.public'

// What a back-office write of an account ends in: the routes turn each kind into its HTTP answer
// (200/201, 404, 409 stale, 422 with field errors, 409 refused with a sentence). Use cases never throw these.
export type WriteOutcome<T> =
  | { kind: 'saved'; record: T }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'refused'; message: string }

export const missing = { kind: 'missing' } as const
export const stale = { kind: 'stale' } as const
export const invalid = (fields: Record<string, string>) => ({ kind: 'invalid', fields }) as const
export const refused = (message: string) => ({ kind: 'refused', message }) as const
export const saved = <T>(record: T) => ({ kind: 'saved', record }) as const

export type { AdminActor }

/** Paging and order of a back-office list, after the contract's query parsing. */
export type ListWindow = { start: number; limit: number; order: 'ASC' | 'DESC' }
export type ListPage<T> = { total: number; items: T[] }
