import { ConversationGateway } from '../../../application/portal/ports/conversation-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

// Under the validation root: dropped at logout with the rest of the head office's data, and read again
// whenever a validation changes what the shops spent this month.
export const approvalRulesKey = ['validation', 'approval-rules'] as const

export function approvalRulesQuery(runUseCase: RunUseCase) {
  return useCaseQuery(
    runUseCase,
    approvalRulesKey,
    ConversationGateway.use((conversation) => conversation.approvalRules()),
  )
}
