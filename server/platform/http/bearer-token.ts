import type { Context } from 'hono'

export function readBearerToken(c: Context): string | null {
  const header = c.req.header('Authorization')
  if (header === undefined) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}
