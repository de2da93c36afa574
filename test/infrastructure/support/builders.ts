import type { TokenSet } from '../../../src/domain/session-rules'

export function aTokenSet(overrides: Partial<TokenSet> = {}): TokenSet {
  return { AccessToken: 'access-1', RefreshToken: 'refresh-1', UserId: '11', ...overrides }
}

export const TEST_API = { portalUrl: '/portal-api', showcaseUrl: '/storefront-api' }
