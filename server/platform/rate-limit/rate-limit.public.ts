// What other features may use of rate-limit/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import rate-limit/'s other files from outside.
export { RATE_LIMITED_MESSAGE, RATE_LIMIT_WINDOW_MS } from './rate-limiter'
export { ATTEMPTS_PER_ADDRESS, ATTEMPTS_PER_IDENTIFIANT } from './rate-limiter'
export type { RateLimiter } from './rate-limiter'
