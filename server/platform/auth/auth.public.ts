// What other features may use of auth/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import auth/'s other files from outside.
export type { AccessClaims, AccessTokens } from './access-tokens'
export type { CurrentIdentity } from './current-identity.use-case'
export type { Credentials, LoginResult } from './login-shop.use-case'
export type { AdminLoginResult, SecondFactorGate } from './login-admin.use-case'
export { startSession, type SessionDeps, type SessionTokens } from './sessions'
export type { PasswordHasher } from './password-hasher'
export type { RefreshResult } from './refresh-session.use-case'
export { TOKEN_AUDIENCES } from '../../../src/domain/token-audiences'
export type { TokenAudience } from '../../../src/domain/token-audiences'
export type { SsoExchange } from './exchange-sso.use-case'
export type { LiveAccessTokens, PendingSession } from './live-sessions'
export { sessionAliveSql } from './live-session-sql'
