import { createFileRoute } from '@tanstack/react-router'
import { ShowcaseAdminSecurityPage } from '../../../../showcase-admin/security/showcase-admin-security-page'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'
import { backofficeLoadError, secondFactorStatusQuery } from '../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/securite/')({
  head: backofficeHead('Sécurité du compte'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase } }) => {
    await queryClient.ensureQueryData(secondFactorStatusQuery(runUseCase, 'showcase-admin'))
  },
  component: ShowcaseAdminSecurityPage,
  errorComponent: backofficeLoadError({ title: 'Sécurité du compte', trail: [] }),
})
