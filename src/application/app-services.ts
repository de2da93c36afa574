import type { AuthGateway } from './ports/auth-gateway'
import type { TokenStore } from './ports/token-store'

/** Everything a browser use case may require; the composition root provides all of it at once. */
export type AppServices = AuthGateway | TokenStore
