import type { AdminActor } from '../audit/audit.public'

// What a back-office write of the catalogue ends in: the routes turn each kind into its HTTP answer
// (201/200, 404, 409 stale, 422 with field errors, 409 still in use). Use cases never throw for these.
export type WriteOutcome<T> =
  | { kind: 'saved'; record: T }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'in-use' }

export const missing = { kind: 'missing' } as const
export const stale = { kind: 'stale' } as const
export const inUse = { kind: 'in-use' } as const
export const invalid = (fields: Record<string, string>) => ({ kind: 'invalid', fields }) as const
export const saved = <T>(record: T) => ({ kind: 'saved', record }) as const

export type { AdminActor }

/** Paging and order of a back-office list, after the contract's query parsing. */
export type ListWindow = { start: number; limit: number; order: 'ASC' | 'DESC' }
export type ListPage<T> = { total: number; items: T[] }
