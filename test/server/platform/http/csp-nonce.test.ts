import { describe, expect, it } from 'vitest'
import { nextCspNonce } from '../../../../server/platform/http/csp-nonce'

// The nonces come from a pool of random bytes (docs/decisions/020-security-headers.md): each must still be
// 16 bytes of its own, across the refills of the pool.
describe('CSP nonces', () => {
  it('are 16 bytes in base64, never twice the same, across several refills of the pool', () => {
    const nonces = Array.from({ length: 2000 }, () => nextCspNonce())
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
