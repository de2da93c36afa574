import { describe, expect, it } from 'vitest'
import { argon2PasswordHasher } from '../../../../server/platform/auth/password-hasher'

describe('argon2 password hasher', () => {
  const hasher = argon2PasswordHasher()

  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hasher.hash('Demo2026!')
    const second = await hasher.hash('Demo2026!')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(first).not.toBe(second)
  })

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('Demo2026!')
    expect(await hasher.verify(hash, 'Demo2026!')).toBe(true)
    expect(await hasher.verify(hash, 'demo2026!')).toBe(false)
  })

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await hasher.verify('pas-un-hash', 'Demo2026!')).toBe(false)
  })
})
