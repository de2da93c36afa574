import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import * as v from 'valibot'

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

// Only the hash is stored: reading the table does not give anyone a usable token.
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

// The pair a rotation gave, kept for the grace window (src/domain/refresh-rotation.ts) so that a
// racing tab presenting the same token receives it again. AES-256-GCM under a key derived from the
// presented token: the table alone does not yield the pair, only the holder of that token does.
const SEAL_CONTEXT = 'ecrin-refresh-replay-pair\u0000'

function sealKey(presentedToken: string): Buffer {
  return createHash('sha256')
    .update(SEAL_CONTEXT + presentedToken, 'utf8')
    .digest()
}

export function sealPair(presentedToken: string, pair: { accessToken: string; refreshToken: string }): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(presentedToken), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

const SealedPairSchema = v.object({ accessToken: v.string(), refreshToken: v.string() })

// null when the seal was not made with this token or was tampered with.
export function openPair(presentedToken: string, sealed: string): v.InferOutput<typeof SealedPairSchema> | null {
  const [iv, tag, body, extra] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (iv === undefined || tag === undefined || body === undefined || extra !== undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(presentedToken), iv)
    decipher.setAuthTag(tag)
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    const parsed = v.safeParse(SealedPairSchema, JSON.parse(text))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
