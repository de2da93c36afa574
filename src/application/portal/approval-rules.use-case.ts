import { Effect } from 'effect'
import { APPROVAL_MESSAGES, type ApprovalAmountReading, readApprovalAmount } from '../../domain/approval-rules'
import { parseFrenchNumber } from '../../domain/french-number'
import type { GatewayError } from '../errors'
import { type ApprovalRule, ConversationGateway } from './ports/conversation-gateway'
import { refusedBeforeCall } from './quantity-guard'

// A head office types its amounts in euros, the French way ("1 500,50"); the rule on amounts is the
// domain's (readApprovalAmount), the same the server answers with 422.

/** Euros as typed -> whole cents, or null for an empty field (no rule), or the domain's French message. */
export function readAmountText(text: string): ApprovalAmountReading {
  const reading = parseFrenchNumber(text, 2)
  if (reading.kind === 'empty') return { kind: 'ok', cents: null }
  if (reading.kind === 'number') return readApprovalAmount(reading.scaled)
  // Not a French amount: say why when the text still reads as a number (a sign, a third decimal).
  const loose = Number(
    text
      .trim()
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(',', '.'),
  )
  if (!Number.isFinite(loose)) return { kind: 'invalid', message: APPROVAL_MESSAGES.amountMissing }
  if (loose < 0) return readApprovalAmount(-1)
  if (loose * 100 > Number.MAX_SAFE_INTEGER) return { kind: 'invalid', message: APPROVAL_MESSAGES.amountTooLarge }
  return { kind: 'invalid', message: APPROVAL_MESSAGES.amountNotWhole }
}

export type ApprovalRuleText = {
  readonly shopId: number
  readonly autoAcceptBelow: string
  readonly monthlyBudget: string
}

/** Saves one shop's rules; an amount the domain refuses is refused here, before any call. */
export const saveApprovalRule = Effect.fn('saveApprovalRule')(function* (
  typed: ApprovalRuleText,
): Effect.fn.Return<ApprovalRule, GatewayError, ConversationGateway> {
  const threshold = readAmountText(typed.autoAcceptBelow)
  const budget = readAmountText(typed.monthlyBudget)
  if (threshold.kind === 'invalid') return yield* Effect.fail(refusedBeforeCall(threshold.message))
  if (budget.kind === 'invalid') return yield* Effect.fail(refusedBeforeCall(budget.message))
  return yield* (yield* ConversationGateway).saveApprovalRule({
    shopId: typed.shopId,
    autoAcceptBelowCents: threshold.cents,
    monthlyBudgetCents: budget.cents,
  })
})
