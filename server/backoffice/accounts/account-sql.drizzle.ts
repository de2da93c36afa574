import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Transaction } from '../../platform/db/database'
import { refreshTokens } from '../../platform/db/schema'
import type { TokenAudience } from '../../platform/auth/auth.public'

// SQL pieces shared by the account adapters.

// ILIKE pattern for a typed text: % and _ are literal characters there.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * Serialises the writers of one unique value (a login, an identifiant): two administrators creating
 * the same one at once cannot both pass the check, so the second gets a field error, never the
 * unique index's 500. Held until the transaction ends.
 */
export async function lockValue(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

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
