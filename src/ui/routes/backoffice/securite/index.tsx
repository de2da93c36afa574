import { createFileRoute } from '@tanstack/react-router'
import { BackofficeSecurityPage } from '../../../backoffice/security/security-page'
import { backofficeHead } from '../../../backoffice/routing/route-head'
import { backofficeLoadError, secondFactorStatusQuery } from '../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/securite/')({
  head: backofficeHead('Sécurité du compte'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase } }) => {
    await queryClient.ensureQueryData(secondFactorStatusQuery(runUseCase, 'backoffice'))
  },
  component: BackofficeSecurityPage,
  errorComponent: backofficeLoadError({ title: 'Sécurité du compte', trail: [] }),
})
