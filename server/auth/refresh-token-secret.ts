import { createHash, randomBytes } from 'node:crypto'

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

// Only the hash is stored: reading the table does not give anyone a usable token.
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
