import { createFileRoute } from '@tanstack/react-router'
import { ProofQueuePage } from '../../backoffice/proofs/proof-queue-page'
import { backofficeHead } from '../../backoffice/routing/route-head'

// Decision 076: the proofs (BAT) waiting in the back office, by state, the longest waiting first. Its address is
// read by the page, not by the route: a route's search schema ships with every page's first download (decision 037).
export const Route = createFileRoute('/backoffice/bat')({
  head: backofficeHead('BAT'),
  component: ProofQueuePage,
})
