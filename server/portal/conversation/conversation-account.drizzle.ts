import { and, asc, eq } from 'drizzle-orm'
import type { ApprovalRules } from '../../../src/domain/approval-rules'
import type { OrderMailKind } from '../../../src/domain/order-mails'
import type { Database } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { approvalRules, mailOptOuts } from '../../platform/db/schema-conversation'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { monthlySpend } from './monthly-spend.drizzle'
import type { ConversationAccount, ValidatedShop } from './conversation-account'

const NO_RULES: ApprovalRules = { autoAcceptBelowCents: null, monthlyBudgetCents: null }

// The order conversation's account data (decision 074): rules, spend and mail choices.
export function drizzleConversationAccount(db: Database): ConversationAccount {
  return {
    /** The shops a head office validates, by name, each with its rules and this Paris month's spend. */
    async validatedShops(validatorId: number, now: Date): Promise<ValidatedShop[]> {
      const rows = await db
        .select({
          shopId: shops.id,
          name: shops.name,
          identifiant: shops.identifiant,
          autoAcceptBelowCents: approvalRules.autoAcceptBelow,
          monthlyBudgetCents: approvalRules.monthlyBudget,
        })
        .from(shops)
        .leftJoin(approvalRules, eq(approvalRules.shopId, shops.id))
        .where(eq(shops.validatorId, validatorId))
        .orderBy(asc(frenchSortKey(shops.name)), asc(shops.id))
      const spend = await monthlySpend(
        db,
        rows.map((row) => row.shopId),
        now,
      )
      return rows.map(({ autoAcceptBelowCents, monthlyBudgetCents, ...shop }) => ({
        ...shop,
        rules: { autoAcceptBelowCents, monthlyBudgetCents },
        spent: spend.get(shop.shopId) ?? 0,
      }))
    },

    /** Saves a shop's rules when the caller is its head office; false otherwise (not found for the caller). */
    async saveRules(validatorId: number, shopId: number, rules: ApprovalRules, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [shop] = await tx
          .select({ id: shops.id })
          .from(shops)
          .where(and(eq(shops.id, shopId), eq(shops.validatorId, validatorId)))
        if (shop === undefined) return false
        const values = { autoAcceptBelow: rules.autoAcceptBelowCents, monthlyBudget: rules.monthlyBudgetCents }
        await tx
          .insert(approvalRules)
          .values({ shopId, ...values, updatedAt: now })
          .onConflictDoUpdate({ target: approvalRules.shopId, set: { ...values, updatedAt: now } })
        return true
      })
    },

    /** The calling shop's own rules (set by its head office) and this month's spend. */
    async ownBudget(shopId: number, now: Date): Promise<{ rules: ApprovalRules; spent: number }> {
      const [row] = await db
        .select({
          autoAcceptBelowCents: approvalRules.autoAcceptBelow,
          monthlyBudgetCents: approvalRules.monthlyBudget,
        })
        .from(approvalRules)
        .where(eq(approvalRules.shopId, shopId))
      const spent = (await monthlySpend(db, [shopId], now)).get(shopId) ?? 0
      return { rules: row ?? NO_RULES, spent }
    },

    async optOuts(shopId: number): Promise<OrderMailKind[]> {
      const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.shopId, shopId))
      return rows.map((row) => row.kind)
    },

    /** Replaces the account's choices in one transaction. */
    async saveOptOuts(shopId: number, kinds: readonly OrderMailKind[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mailOptOuts).where(eq(mailOptOuts.shopId, shopId))
        if (kinds.length > 0) await tx.insert(mailOptOuts).values(kinds.map((kind) => ({ shopId, kind })))
      })
    },

    /** Whether the shop validates others: it then chooses the head office's mails too. */
    async isHeadOffice(shopId: number): Promise<boolean> {
      const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.validatorId, shopId)).limit(1)
      return row !== undefined
    },

    async hasHeadOffice(shopId: number): Promise<boolean> {
      const [row] = await db.select({ validatorId: shops.validatorId }).from(shops).where(eq(shops.id, shopId))
      return row?.validatorId != null
    },
  }
}
