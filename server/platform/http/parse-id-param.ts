import { notFound } from './http-error'

// An id that cannot exist (not a positive integer, or beyond int4) is simply not found.
export function parseIdParam(value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) throw notFound()
  const id = Number(value)
  if (id > 2_147_483_647) throw notFound()
  return id
}
