import { Context, type Effect } from 'effect'
import type { OrderMailKind } from '../../../domain/order-mails'
import type { GatewayError } from '../../errors'

// The order conversation's account calls (docs/decisions/074): a head office's approval rules, a shop's
// budget left this month, each account's mail choices. Amounts are integer cents HT; null means no rule.

/** One shop its head office validates, with its rules and what it spent this Paris month. */
export type ApprovalRule = {
  readonly shopId: number
  readonly name: string
  readonly identifiant: string
  readonly autoAcceptBelowCents: number | null
  readonly monthlyBudgetCents: number | null
  readonly spentThisMonthCents: number
}

export type ApprovalRuleChange = {
  readonly shopId: number
  readonly autoAcceptBelowCents: number | null
  readonly monthlyBudgetCents: number | null
}

/** The calling shop's budget; `leftCents` is null without a budget and negative once overspent. */
export type ShopBudget = {
  readonly monthlyBudgetCents: number | null
  readonly spentThisMonthCents: number
  readonly leftCents: number | null
}

export type MailPreference = {
  readonly kind: OrderMailKind
  readonly label: string
  readonly enabled: boolean
  readonly required: boolean
}

export class ConversationGateway extends Context.Service<
  ConversationGateway,
  {
    /** GET /api/account/approval-rules: the shops the calling head office validates. */
    readonly approvalRules: () => Effect.Effect<readonly ApprovalRule[], GatewayError>
    /** PUT /api/account/approval-rules/{shopId} -> the shop's rules as saved. */
    readonly saveApprovalRule: (change: ApprovalRuleChange) => Effect.Effect<ApprovalRule, GatewayError>
    /** GET /api/account/budget */
    readonly budget: () => Effect.Effect<ShopBudget, GatewayError>
    /** GET /api/account/mail-preferences */
    readonly mailPreferences: () => Effect.Effect<readonly MailPreference[], GatewayError>
    /** PUT /api/account/mail-preferences { disabled } -> the choices as saved. */
    readonly saveMailPreferences: (
      disabled: readonly OrderMailKind[],
    ) => Effect.Effect<readonly MailPreference[], GatewayError>
  }
>()('ecrin/ConversationGateway') {}
