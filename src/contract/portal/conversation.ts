import * as v from 'valibot'
import { ORDER_MAIL_KINDS } from '../../domain/order-mails'
import { Cents, Id } from '../wire-primitives'

// The order conversation's account calls (decision 074): the head office's approval rules for each of its
// shops, a shop's budget left this month, each account's mail choices. Amounts are integer cents HT.

/** One of the head office's shops with its rules and what it spent this Paris month (accepted orders). */
export const ApprovalRuleWire = v.object({
  shop_id: Id,
  name: v.string(),
  identifiant: v.string(),
  auto_accept_below: v.nullable(Cents),
  monthly_budget: v.nullable(Cents),
  spent_this_month: Cents,
})
export type ApprovalRuleWire = v.InferOutput<typeof ApprovalRuleWire>

/** GET /api/account/approval-rules */
export const ApprovalRulesWire = v.object({ shops: v.array(ApprovalRuleWire) })
export type ApprovalRulesWire = v.InferOutput<typeof ApprovalRulesWire>

// The bounds are the domain's (src/domain/approval-rules.ts), answered with 422 in French.
const Amount = v.nullable(v.pipe(v.number(), v.finite()))

/** PUT /api/account/approval-rules/{shopId}: null turns a rule off. */
export const ApprovalRuleBody = v.object({ auto_accept_below: Amount, monthly_budget: Amount })
export type ApprovalRuleBody = v.InferOutput<typeof ApprovalRuleBody>

/** GET /api/account/budget: the calling shop's monthly budget, null when its head office set none. */
export const BudgetWire = v.object({
  monthly_budget: v.nullable(Cents),
  spent_this_month: Cents,
  left: v.nullable(Cents),
})
export type BudgetWire = v.InferOutput<typeof BudgetWire>

/** GET/PUT /api/account/mail-preferences: the kinds the account may choose, each with its state. */
export const MailPreferencesWire = v.object({
  preferences: v.array(
    v.object({ kind: v.picklist(ORDER_MAIL_KINDS), label: v.string(), enabled: v.boolean(), required: v.boolean() }),
  ),
})
export type MailPreferencesWire = v.InferOutput<typeof MailPreferencesWire>

/** The kinds turned off; a required kind in the list is ignored. */
export const MailPreferencesBody = v.object({ disabled: v.array(v.picklist(ORDER_MAIL_KINDS)) })
export type MailPreferencesBody = v.InferOutput<typeof MailPreferencesBody>
