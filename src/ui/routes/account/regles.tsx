import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../portal/routing/route-head'
import { approvalRulesQuery } from '../../portal/approval-rules/approval-rules.queries'
import { requireValidator } from '../../portal/order-validation/require-validator'
import { ApprovalRulesLoadError, ApprovalRulesPage } from '../../portal/approval-rules/approval-rules-page'

export const Route = createFileRoute('/account/regles')({
  head: portalHead('Règles de validation'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  // Only a head office sets rules (the same guard as /account/ordervalid). Checked in the loader.
  loader: async ({ context: { queryClient, runUseCase } }) => {
    await requireValidator({ queryClient, runUseCase })
    return queryClient.ensureQueryData(approvalRulesQuery(runUseCase))
  },
  component: ApprovalRulesPage,
  errorComponent: ApprovalRulesLoadError,
})
