import { describe, expect, it } from 'vitest'
import { apiConfig } from '../../src/infrastructure/config'

describe('API configuration', () => {
  it('defaults to the two prefixes of the one-server setup when nothing is configured', () => {
    expect(import.meta.env.VITE_PORTAL_API_URL).toBeUndefined()
    expect(apiConfig).toEqual({ portalUrl: '/portal-api', showcaseUrl: '/storefront-api' })
  })
})
