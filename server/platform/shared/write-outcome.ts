import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'

// What a back-office write ends in (decision 027): the routes turn each kind into its HTTP
// answer (200/201, 404, 409 stale, 422 with field errors, 409 refused with a sentence) through
// server/platform/http/admin-write-answer.ts. Use cases never throw for these.
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
/** A record still used elsewhere (a brand with shops, a product in orders): deactivate it instead. */
export const inUse = refused(BACKOFFICE_MESSAGES.inUse)

/** Who acts in the back office (the audit log's actor). */
export type AdminActor = { id: number; login: string }

/** Paging and order of a back-office list, after the contract's query parsing. */
export type ListWindow = { start: number; limit: number; order: 'ASC' | 'DESC' }
export type ListPage<T> = { total: number; items: T[] }
