import type { TokenAudience } from '../../../src/domain/token-audiences'

// What an access token says, on its own so that the verified-token cache and the token signer
// do not import each other (docs/decisions/058-no-import-circles.md).
export type AccessClaims = {
  audience: TokenAudience
  subjectId: number
  // The refresh family this access token belongs to, so that logout can end the session from it.
  sessionId: string | null
}
