import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// TOTP secrets at rest (docs/decisions/063-second-factor.md): AES-256-GCM with a fresh 96-bit nonce per
// encryption; the administrator's id is the associated data, so a secret copied onto another row fails.
const VERSION = 'v1'
const NONCE_BYTES = 12
const TAG_BYTES = 16

export type SecretCipher = {
  seal(secret: string, adminId: number): string
  /** The secret, or null when the text was not sealed by this key for this administrator. */
  open(sealed: string, adminId: number): string | null
}

export function aesGcmSecretCipher(key: Buffer): SecretCipher {
  const associated = (adminId: number) => Buffer.from(`admin:${adminId}`)
  return {
    seal(secret, adminId) {
      const nonce = randomBytes(NONCE_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, nonce)
      cipher.setAAD(associated(adminId))
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`
    },
    open(sealed, adminId) {
      const [version, payload] = sealed.split(':')
      if (version !== VERSION || payload === undefined) return null
      const bytes = Buffer.from(payload, 'base64')
      if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES))
        decipher.setAAD(associated(adminId))
        decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES))
        const body = bytes.subarray(NONCE_BYTES + TAG_BYTES)
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
