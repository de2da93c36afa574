import { and, eq, isNull } from 'drizzle-orm'
import type { Transaction } from '../../platform/db/database'
import { refreshTokens } from '../../platform/db/schema'
import type { TokenAudience } from '../../platform/auth/auth.public'

// SQL pieces shared by the account adapters.

/**
 * Ends every session of an account: its refresh tokens are revoked, so no refresh works and every
 * access token naming one of its sessions stops at once (server/platform/auth/live-sessions.ts).
 */
export async function revokeSessions(tx: Transaction, audience: TokenAudience, subjectId: number, now: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now, replayPair: null })
    .where(
      and(
        eq(refreshTokens.audience, audience),
        eq(refreshTokens.subjectId, subjectId),
        isNull(refreshTokens.revokedAt),
      ),
    )
}
