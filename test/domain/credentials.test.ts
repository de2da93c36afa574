import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { credentialForPath } from '../../src/domain/credentials'

const segment = fc.string({ maxLength: 20 })

describe('credentials by path (spec §6)', () => {
  it('any path containing /vitrine/backoffice is storefront-admin', () => {
    fc.assert(
      fc.property(segment, segment, (before, after) => {
        expect(credentialForPath(`${before}/vitrine/backoffice${after}`)).toBe('storefront-admin')
      }),
    )
  })

  it('any other path containing /backoffice is admin', () => {
    fc.assert(
      fc.property(segment, segment, (before, after) => {
        const path = `${before}/backoffice${after}`
        fc.pre(!path.includes('/vitrine/backoffice'))
        expect(credentialForPath(path)).toBe('admin')
      }),
    )
  })

  it('any path without /backoffice is shop', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (path) => {
        fc.pre(!path.includes('/backoffice'))
        expect(credentialForPath(path)).toBe('shop')
      }),
    )
  })

  it('picks the expected credential for the routes of the spec', () => {
    expect(credentialForPath('/vitrine/backoffice/blog/update/3')).toBe('storefront-admin')
    expect(credentialForPath('/backoffice/order/details/12')).toBe('admin')
    expect(credentialForPath('/account/ordervalid/4')).toBe('shop')
    expect(credentialForPath('/panier')).toBe('shop')
    // The showcase login page is not under the back office: its SSO call carries no admin token yet.
    expect(credentialForPath('/vitrine/admin')).toBe('shop')
  })
})
