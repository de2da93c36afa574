import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../portal/routing/route-head'
import { ProofsPage } from '../../portal/proofs/proofs-page'

// A shop and a head office alike answer or follow their proofs here (docs/decisions/076-proof-approval.md).
export const Route = createFileRoute('/account/bat')({
  head: portalHead('BAT à valider'),
  component: ProofsPage,
})
