import { CONVERSATION_MESSAGES } from '../../../src/domain/order-mails'
import type { LineStatus } from '../../../src/domain/order-status'
import { orderStatusAfterDecisions } from '../../../src/domain/order-validation'
import { checkComment, checkReason } from '../../../src/domain/refusal-reason'
import { editPendingOrder, type ValidationDeps } from './edit-order.use-case'
import { lineChangeDetail, lineDetachedDetail, VALIDATION_ACTIONS, VALIDATION_MESSAGES } from './validation-events'

export type LineChange = { lineId: number; quantity?: number; status?: LineStatus; reason?: string | null }

export type AcceptManyResult = { orderId: number; number: string | null; accepted: boolean; message: string }

export const NOT_PENDING_MESSAGE = 'Commande introuvable, ou déjà traitée.'

// The validator's calls (decisions §5); an order not pending or not validated by the caller is not found.
// A refusal carries the head office's reason, asked only when a line or the order becomes refused
// (decision 074).
export function validationUseCases(deps: ValidationDeps) {
  const edit = editPendingOrder(deps)

  const decide = (validatorId: number, orderId: number, decision: 'accepted' | 'refused', reason?: string | null) =>
    edit(validatorId, orderId, (order) => {
      const checked = checkReason(decision === 'refused', reason)
      if (checked.kind === 'refused') return { refused: checked.message }
      // Every line still pending takes the decision; lines already decided keep theirs.
      const pending = order.lines.filter((line) => line.status === 'pending')
      const after = order.lines.map((line) => ({ status: line.status === 'pending' ? decision : line.status }))
      const validated = orderStatusAfterDecisions(after) === 'validated'
      return {
        edits: pending.map((line) => ({ kind: 'set-status', lineId: line.id, status: decision }) as const),
        action: validated ? VALIDATION_ACTIONS.validated : VALIDATION_ACTIONS.refused,
        detail: null,
        decision: true,
        reason: checked.reason,
      }
    })

  return {
    modifyLine: (validatorId: number, orderId: number, change: LineChange) =>
      edit(validatorId, orderId, (order) => {
        const line = order.lines.find((candidate) => candidate.id === change.lineId)
        const refusing = change.status === 'refused' && line !== undefined && line.status !== 'refused'
        const checked = checkReason(refusing, change.reason)
        if (checked.kind === 'refused') return { refused: checked.message }
        const edits = [
          ...(change.quantity === undefined
            ? []
            : [{ kind: 'set-quantity', lineId: change.lineId, quantity: change.quantity } as const]),
          ...(change.status === undefined
            ? []
            : [{ kind: 'set-status', lineId: change.lineId, status: change.status } as const]),
        ]
        // An unknown line gets the domain's own refusal when the edits are applied.
        const detail =
          line === undefined
            ? null
            : lineChangeDetail(line, {
                quantity: change.quantity ?? line.quantity,
                status: change.status ?? line.status,
              })
        return { edits, action: VALIDATION_ACTIONS.lineChanged, detail, reason: checked.reason }
      }),

    detachLine: (validatorId: number, orderId: number, lineId: number) =>
      edit(validatorId, orderId, (order) => {
        const line = order.lines.find((candidate) => candidate.id === lineId)
        return {
          edits: [{ kind: 'detach', lineId }],
          action: VALIDATION_ACTIONS.lineDetached,
          detail: line === undefined ? null : lineDetachedDetail(line),
        }
      }),

    decide,

    /** The head office's comment on an order it still validates: a history entry the shop reads. */
    comment: (validatorId: number, orderId: number, comment: string) =>
      edit(validatorId, orderId, () => {
        const checked = checkComment(comment)
        if (checked.kind === 'refused') return { refused: checked.message }
        return { edits: [], action: CONVERSATION_MESSAGES.commentAction, detail: checked.reason }
      }),

    /** Several orders accepted: each in its own transaction, so one refusal leaves the others accepted. */
    async acceptMany(validatorId: number, orderIds: readonly number[]): Promise<AcceptManyResult[]> {
      const results: AcceptManyResult[] = []
      for (const orderId of new Set(orderIds)) {
        const result = await decide(validatorId, orderId, 'accepted')
        if (result.kind === 'edited') {
          const { order } = result
          // Every line refused before: accepting the rest leaves nothing, and the order ends refused.
          const accepted = order.status === 'validated'
          results.push({ orderId, number: order.number, accepted, message: decisionMessage(order.status) })
        } else {
          const message = result.kind === 'rejected' ? result.message : NOT_PENDING_MESSAGE
          results.push({ orderId, number: null, accepted: false, message })
        }
      }
      return results
    },
  }
}

export type ValidationUseCases = ReturnType<typeof validationUseCases>

export function decisionMessage(status: string): string {
  return status === 'validated' ? VALIDATION_MESSAGES.validated : VALIDATION_MESSAGES.refused
}
