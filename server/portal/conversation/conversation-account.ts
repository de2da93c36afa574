import type { ApprovalRules } from '../../../src/domain/approval-rules'
import type { OrderMailKind } from '../../../src/domain/order-mails'

export type ValidatedShop = { shopId: number; name: string; identifiant: string; rules: ApprovalRules; spent: number }

// The order conversation's account data (decision 074): a head office's rules for its shops, a shop's spend
// this Paris month, each account's mail choices.
export type ConversationAccount = {
  validatedShops(validatorId: number, now: Date): Promise<ValidatedShop[]>
  /** False when the caller is not the shop's head office (not found for it). */
  saveRules(validatorId: number, shopId: number, rules: ApprovalRules, now: Date): Promise<boolean>
  ownBudget(shopId: number, now: Date): Promise<{ rules: ApprovalRules; spent: number }>
  optOuts(shopId: number): Promise<OrderMailKind[]>
  saveOptOuts(shopId: number, kinds: readonly OrderMailKind[]): Promise<void>
  isHeadOffice(shopId: number): Promise<boolean>
  /** Whether a head office validates the shop's orders (and answers its proofs, decision 076). */
  hasHeadOffice(shopId: number): Promise<boolean>
}
