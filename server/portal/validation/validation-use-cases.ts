import type { LineStatus } from '../../../src/domain/order-status'
import { orderStatusAfterDecisions } from '../../../src/domain/order-validation'
import { editPendingOrder, type ValidationDeps } from './edit-order.use-case'
import { lineChangeDetail, lineDetachedDetail, VALIDATION_ACTIONS, VALIDATION_MESSAGES } from './validation-events'

export type LineChange = { lineId: number; quantity?: number; status?: LineStatus }

// The validator's calls (decisions §5); an order not pending or not validated by the caller is not found.
export function validationUseCases(deps: ValidationDeps) {
  const edit = editPendingOrder(deps)
  return {
    modifyLine: (validatorId: number, orderId: number, change: LineChange) =>
      edit(validatorId, orderId, (order) => {
        const line = order.lines.find((candidate) => candidate.id === change.lineId)
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
        return { edits, action: VALIDATION_ACTIONS.lineChanged, detail }
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

    // Every line still pending takes the decision; lines already decided keep theirs.
    decide: (validatorId: number, orderId: number, decision: 'accepted' | 'refused') =>
      edit(validatorId, orderId, (order) => {
        const pending = order.lines.filter((line) => line.status === 'pending')
        const after = order.lines.map((line) => ({ status: line.status === 'pending' ? decision : line.status }))
        const validated = orderStatusAfterDecisions(after) === 'validated'
        return {
          edits: pending.map((line) => ({ kind: 'set-status', lineId: line.id, status: decision }) as const),
          action: validated ? VALIDATION_ACTIONS.validated : VALIDATION_ACTIONS.refused,
          detail: null,
          decision: true,
        }
      }),
  }
}

export type ValidationUseCases = ReturnType<typeof validationUseCases>

export function decisionMessage(status: string): string {
  return status === 'validated' ? VALIDATION_MESSAGES.validated : VALIDATION_MESSAGES.refused
}
