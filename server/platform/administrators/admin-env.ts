import type { AdminAccount } from './admin-account'

/** What the back office's door (server/platform/http/require-admin-role.ts) leaves on the context. */
export type AdminEnv = { Variables: { admin: AdminAccount } }
