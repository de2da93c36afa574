import { and, eq, inArray, isNull } from 'drizzle-orm'
import { decideRotation } from '../../src/domain/refresh-rotation'
import type { Database, Transaction } from '../db/database'
import { refreshTokens } from '../db/schema'
import type { RefreshTokenRepository, StoredRefreshToken } from './refresh-token-repository'

const storedColumns = {
  id: refreshTokens.id,
  familyId: refreshTokens.familyId,
  audience: refreshTokens.audience,
  subjectId: refreshTokens.subjectId,
  expiresAt: refreshTokens.expiresAt,
  revokedAt: refreshTokens.revokedAt,
  replacedBy: refreshTokens.replacedBy,
}

export function drizzleRefreshTokenRepository(db: Database): RefreshTokenRepository {
  return {
    async create(token) {
      await db.insert(refreshTokens).values(token)
    },

    async findByHash(tokenHash) {
      const rows = await db.select(storedColumns).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
      return rows[0] ?? null
    },

    rotate: (presentedHash, replacement, context) =>
      db.transaction(async (tx) => {
        // FOR UPDATE: two concurrent uses of one token cannot both rotate it.
        const rows = await tx
          .select(storedColumns)
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, presentedHash))
          .for('update')
        const stored: StoredRefreshToken | null = rows[0] ?? null
        const decision = decideRotation(stored, context)
        if (stored === null || decision.kind === 'reject') {
          return { kind: 'rejected', reason: decision.kind === 'reject' ? decision.reason : 'unknown' } as const
        }
        if (decision.kind === 'revoke-family') {
          await revokeFamilies(tx, [stored.familyId], context.now)
          return { kind: 'rejected', reason: 'reused' } as const
        }
        const inserted = await tx
          .insert(refreshTokens)
          .values({ ...replacement, familyId: stored.familyId, audience: stored.audience, subjectId: stored.subjectId })
          .returning({ id: refreshTokens.id })
        const replacementId = inserted[0]?.id
        if (replacementId === undefined) throw new Error('refresh token insert returned no id')
        await tx.update(refreshTokens).set({ replacedBy: replacementId }).where(eq(refreshTokens.id, stored.id))
        return { kind: 'rotated', familyId: stored.familyId, audience: stored.audience, subjectId: stored.subjectId } as const
      }),

    revokeFamilies: (familyIds, now) => revokeFamilies(db, familyIds, now),
  }
}

async function revokeFamilies(db: Database | Transaction, familyIds: readonly string[], now: Date): Promise<void> {
  if (familyIds.length === 0) return
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokens.familyId, [...familyIds]), isNull(refreshTokens.revokedAt)))
}
