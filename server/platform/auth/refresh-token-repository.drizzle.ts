import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { decideRotation } from '../../../src/domain/refresh-rotation'
import type { Database, Transaction } from '../db/database'
import { perDatabase } from '../db/prepared-query'
import { refreshTokens } from '../db/schema'
import type { RefreshTokenRepository } from './refresh-token-repository'

const storedColumns = {
  id: refreshTokens.id,
  familyId: refreshTokens.familyId,
  audience: refreshTokens.audience,
  subjectId: refreshTokens.subjectId,
  expiresAt: refreshTokens.expiresAt,
  revokedAt: refreshTokens.revokedAt,
  replacedBy: refreshTokens.replacedBy,
  rotatedAt: refreshTokens.rotatedAt,
}

// Asked on every authenticated request (live-sessions.ts): prepared once, not rebuilt nor re-planned.
const familyAliveQuery = perDatabase((db) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('auth_family_alive'),
)

export function drizzleRefreshTokenRepository(db: Database): RefreshTokenRepository {
  return {
    async create(token) {
      await db.insert(refreshTokens).values(token)
    },

    async findByHash(tokenHash) {
      const rows = await db.select(storedColumns).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
      return rows[0] ?? null
    },

    rotate: (presentedHash, context, issue) =>
      db.transaction(async (tx) => {
        // FOR UPDATE: two concurrent uses of one token cannot both rotate it; the later one waits
        // and then sees the rotation (and its sealed pair) of the earlier.
        const rows = await tx
          .select({ ...storedColumns, replayPair: refreshTokens.replayPair })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, presentedHash))
          .for('update')
        const stored = rows[0] ?? null
        const decision = decideRotation(stored, context)
        if (stored === null || decision.kind === 'reject') {
          return { kind: 'rejected', reason: decision.kind === 'reject' ? decision.reason : 'unknown' } as const
        }
        const owner = { familyId: stored.familyId, audience: stored.audience, subjectId: stored.subjectId }
        if (decision.kind === 'replay-pair' && stored.replayPair !== null) {
          return { kind: 'replayed', owner, replayPair: stored.replayPair } as const
        }
        if (decision.kind !== 'rotate') {
          await revokeFamilies(tx, [stored.familyId], context.now)
          return { kind: 'rejected', reason: 'reused' } as const
        }
        const replacement = await issue(owner)
        const inserted = await tx
          .insert(refreshTokens)
          .values({ tokenHash: replacement.tokenHash, expiresAt: replacement.expiresAt, ...owner })
          .returning({ id: refreshTokens.id })
        const replacementId = inserted[0]?.id
        if (replacementId === undefined) throw new Error('refresh token insert returned no id')
        await tx
          .update(refreshTokens)
          .set({ replacedBy: replacementId, rotatedAt: context.now, replayPair: replacement.replayPair })
          .where(eq(refreshTokens.id, stored.id))
        return { kind: 'rotated', owner } as const
      }),

    async isFamilyAlive(familyId) {
      const rows = await familyAliveQuery(db).execute({ familyId })
      return rows.length > 0
    },

    revokeFamilies: (familyIds, now) => revokeFamilies(db, familyIds, now),
  }
}

async function revokeFamilies(db: Database | Transaction, familyIds: readonly string[], now: Date): Promise<void> {
  if (familyIds.length === 0) return
  await db
    .update(refreshTokens)
    // The sealed pairs go too: nothing of a dead session is kept that could be opened later.
    .set({ revokedAt: now, replayPair: null })
    .where(and(inArray(refreshTokens.familyId, [...familyIds]), isNull(refreshTokens.revokedAt)))
}
