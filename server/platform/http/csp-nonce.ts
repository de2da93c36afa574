import { randomFillSync } from 'node:crypto'

// Every answer gets a CSP nonce (docs/decisions/020-security-headers.md), so one is drawn per request. Asking
// the system for 16 random bytes each time was a tenth of the CPU of a cart read: the bytes now come from a
// pool of 4 KiB filled by the same CSPRNG, as Node's own randomUUID does. Each nonce uses bytes never used before.
const NONCE_BYTES = 16
const pool = Buffer.alloc(4096)
let offset = pool.length

/** A fresh nonce, 16 random bytes in base64. */
export function nextCspNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    randomFillSync(pool)
    offset = 0
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES)
  offset += NONCE_BYTES
  return nonce
}
