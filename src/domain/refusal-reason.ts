import { CONVERSATION_MESSAGES, REASON_MAX_LENGTH } from './order-mails'

export type ReasonCheck = { kind: 'ok'; reason: string | null } | { kind: 'refused'; message: string }

/**
 * A refusal (of a line or of a whole order) carries the head office's reason, which the shop reads in its
 * order and its mail; an acceptance or a quantity change carries none (a reason sent with them is dropped).
 */
export function checkReason(refusing: boolean, reason: string | null | undefined): ReasonCheck {
  const text = (reason ?? '').trim()
  if (!refusing) return { kind: 'ok', reason: null }
  if (text === '') return { kind: 'refused', message: CONVERSATION_MESSAGES.reasonRequired }
  if ([...text].length > REASON_MAX_LENGTH) return { kind: 'refused', message: CONVERSATION_MESSAGES.reasonTooLong }
  return { kind: 'ok', reason: text }
}

/** The head office's free comment on an order: required and bounded like a reason. */
export function checkComment(comment: string | null | undefined): ReasonCheck {
  const text = (comment ?? '').trim()
  if (text === '') return { kind: 'refused', message: CONVERSATION_MESSAGES.commentRequired }
  if ([...text].length > REASON_MAX_LENGTH) return { kind: 'refused', message: CONVERSATION_MESSAGES.commentTooLong }
  return { kind: 'ok', reason: text }
}
