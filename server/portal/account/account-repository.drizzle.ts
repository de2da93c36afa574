import { and, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { brands, refreshTokens, shops } from '../../platform/db/schema'
import { passwordResetTokens } from '../../platform/db/schema-support'
import type { AccountRepository } from './account-repository'

/** A reset token of that hash, not used yet and not expired at `now`. */
const usableToken = (tokenHash: string, now: Date): SQL | undefined =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  )

/**
 * Writes a shop's new password; whoever knew the old one loses the sessions opened with it, but for
 * `keptSession` (the caller's own, when it changes its password while signed in).
 */
async function setPassword(
  tx: Transaction,
  shopId: number,
  passwordHash: string,
  now: Date,
  keptSession: string | null,
) {
  await tx.update(shops).set({ passwordHash, updatedAt: now }).where(eq(shops.id, shopId))
  const others = keptSession === null ? undefined : ne(refreshTokens.familyId, keptSession)
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now, replayPair: null })
    .where(
      and(
        eq(refreshTokens.audience, 'shop'),
        eq(refreshTokens.subjectId, shopId),
        isNull(refreshTokens.revokedAt),
        others,
      ),
    )
}

export function drizzleAccountRepository(db: Database): AccountRepository {
  return {
    // Three statements in both cases: the update and the insert select the shop by identifiant and
    // touch no row when there is none.
    issueResetToken: (identifiant, tokenHash, expiresAt, now) =>
      db.transaction(async (tx) => {
        const byIdentifiant = eq(shops.identifiant, identifiant)
        const [recipient] = await tx
          .select({ shopId: shops.id, email: shops.email, name: shops.name })
          .from(shops)
          .where(byIdentifiant)
        const shopIds = tx.select({ id: shops.id }).from(shops).where(byIdentifiant)
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(inArray(passwordResetTokens.shopId, shopIds), isNull(passwordResetTokens.usedAt)))
        // Raw: drizzle's insert-select wants every column, the serial id included.
        await tx.execute(sql`
          insert into ${passwordResetTokens} (shop_id, token_hash, expires_at, created_at)
          select ${shops.id}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
          from ${shops} where ${byIdentifiant}`)
        return recipient ?? null
      }),

    async isResetTokenUsable(tokenHash, now) {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(usableToken(tokenHash, now))
      return row !== undefined
    },

    resetPassword: (tokenHash, passwordHash, now) =>
      db.transaction(async (tx) => {
        // The conditional update is the single-use guard: two concurrent resets cannot both win.
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(usableToken(tokenHash, now))
          .returning({ shopId: passwordResetTokens.shopId })
        if (spent === undefined) return false
        await setPassword(tx, spent.shopId, passwordHash, now, null)
        return true
      }),

    async findPasswordHash(shopId) {
      const [row] = await db.select({ hash: shops.passwordHash }).from(shops).where(eq(shops.id, shopId))
      return row?.hash ?? null
    },

    updatePassword: (shopId, passwordHash, now, keptSession) =>
      db.transaction((tx) => setPassword(tx, shopId, passwordHash, now, keptSession)),

    async ecommerceTarget(shopId) {
      const [row] = await db
        .select({
          url: brands.ecommerceUrl,
          shop: {
            id: shops.id,
            identifiant: shops.identifiant,
            name: shops.name,
            email: shops.email,
            brandId: shops.brandId,
          },
        })
        .from(shops)
        .innerJoin(brands, eq(brands.id, shops.brandId))
        .where(eq(shops.id, shopId))
      return row ?? null
    },
  }
}
