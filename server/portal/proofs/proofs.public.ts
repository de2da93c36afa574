import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import type { FileStorage } from '../../platform/storage/storage.public'
import { portalProofs } from './proof-answers.use-case'
import { drizzlePortalProofStore } from './portal-proof-store.drizzle'

// What other features may use of proofs/ (docs/decisions/016-server-feature-folders.md).
export type { PortalProofs } from './proof-answers.use-case'
export { proofsRoutes } from './proofs.routes'

/** The portal's proof calls wired to the database, for server/app-dependencies.ts. */
export function wirePortalProofs(input: { db: Database; clock: Clock; files: FileStorage; onNotice: () => void }) {
  return portalProofs({ store: drizzlePortalProofStore(input.db), ...input })
}
