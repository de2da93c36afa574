import { createFileRoute } from '@tanstack/react-router'
import { ProofQueuePage } from '../../backoffice/proofs/proof-queue-page'
import { proofQueueSearch } from '../../backoffice/proofs/proof-queue-search'
import { backofficeHead } from '../../backoffice/routing/route-head'

// Decision 076: the proofs (BAT) waiting in the back office, by state, the longest waiting first.
export const Route = createFileRoute('/backoffice/bat')({
  validateSearch: proofQueueSearch,
  head: backofficeHead('BAT'),
  component: ProofQueuePage,
})
