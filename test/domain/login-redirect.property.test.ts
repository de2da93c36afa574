import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sameSitePath } from '../../src/domain/login-redirect'

const ORIGIN = 'https://www.ecrin.test'

describe('the path a login may send to (decision 043)', () => {
  it('keeps a path of the site with its search', () => {
    expect(sameSitePath('/account/order?page=2')).toBe('/account/order?page=2')
    expect(sameSitePath('/panier')).toBe('/panier')
  })

  it('refuses other origins, protocol tricks and the login screen itself', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '',
      'account',
      '/login',
      '/login?redirect=/x',
      '/\t/evil.test',
    ]) {
      expect(sameSitePath(bad)).toBeNull()
    }
  })

  it('never accepts a string that resolves to another origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `/${tail}`),
          fc.string().map((tail) => `//${tail}`),
        ),
        (candidate) => {
          const accepted = sameSitePath(candidate)
          if (accepted === null) return
          expect(accepted).toBe(candidate)
          expect(new URL(accepted, ORIGIN).origin).toBe(ORIGIN)
        },
      ),
    )
  })
})
