import type { Context } from 'hono'
import type { AdminEnv } from '../administrators/administrators.public'
import type { AdminActor, ListWindow, WriteOutcome } from '../shared/write-outcome'
import { conflict, FieldErrors } from './form-body'
import { HttpError, notFound } from './http-error'
import { pageSize } from './list-params'

// The HTTP side shared by the back office's routes: who acts, the list window, and the answer of a write.

export const actorOf = (c: Context<AdminEnv>): AdminActor => ({ id: c.var.admin.id, login: c.var.admin.login })

export function listWindow(query: { _start?: number; _limit?: number; _order?: 'ASC' | 'DESC' }): ListWindow {
  return { start: query._start ?? 0, limit: pageSize(query._limit), order: query._order ?? 'ASC' }
}

/** The record of a successful write; every other outcome leaves as its error. */
export function recordOf<T>(outcome: WriteOutcome<T>): T {
  switch (outcome.kind) {
    case 'saved':
      return outcome.record
    case 'missing':
      throw notFound()
    case 'stale':
      throw conflict()
    case 'invalid':
      throw new FieldErrors(outcome.fields)
    case 'refused':
      throw new HttpError(409, outcome.message)
  }
}

/** `?version=` of a DELETE: optional, but when sent a stale one is refused like an update's. */
export function versionParam(c: Context): number | null {
  const raw = c.req.query('version')
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null
}
