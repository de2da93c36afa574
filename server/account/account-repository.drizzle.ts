import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/database'
import { brands, refreshTokens, shops } from '../db/schema'
import { passwordResetTokens } from '../db/schema-support'
import type { AccountRepository } from './account-repository'

export function drizzleAccountRepository(db: Database): AccountRepository {
  return {
    async findResetRecipient(identifiant) {
      const [row] = await db.select({ shopId: shops.id, email: shops.email, name: shops.name }).from(shops).where(eq(shops.identifiant, identifiant))
      return row ?? null
    },

    storeResetToken: (shopId, tokenHash, expiresAt, now) =>
      db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.shopId, shopId), isNull(passwordResetTokens.usedAt)))
        await tx.insert(passwordResetTokens).values({ shopId, tokenHash, expiresAt, createdAt: now })
      }),

    async isResetTokenUsable(tokenHash, now) {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      return row !== undefined
    },

    resetPassword: (tokenHash, passwordHash, now) =>
      db.transaction(async (tx) => {
        // The conditional update is the single-use guard: two concurrent resets cannot both win.
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
          .returning({ shopId: passwordResetTokens.shopId })
        if (spent === undefined) return false
        await tx.update(shops).set({ passwordHash, updatedAt: now }).where(eq(shops.id, spent.shopId))
        // Whoever knew the old password loses the sessions opened with it.
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.audience, 'shop'), eq(refreshTokens.subjectId, spent.shopId), isNull(refreshTokens.revokedAt)))
        return true
      }),

    async findPasswordHash(shopId) {
      const [row] = await db.select({ hash: shops.passwordHash }).from(shops).where(eq(shops.id, shopId))
      return row?.hash ?? null
    },

    async updatePassword(shopId, passwordHash, now) {
      await db.update(shops).set({ passwordHash, updatedAt: now }).where(eq(shops.id, shopId))
    },

    async ecommerceTarget(shopId) {
      const [row] = await db
        .select({
          url: brands.ecommerceUrl,
          shop: { id: shops.id, identifiant: shops.identifiant, name: shops.name, email: shops.email, brandId: shops.brandId },
        })
        .from(shops)
        .innerJoin(brands, eq(brands.id, shops.brandId))
        .where(eq(shops.id, shopId))
      return row ?? null
    },
  }
}
