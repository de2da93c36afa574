import { createFileRoute } from '@tanstack/react-router'
import { PartnerUpdatePage } from '../../../../../showcase-admin/partners/partner-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  PARTNERS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/partenariat/update/$id')({
  head: backofficeHead('Modifier un partenaire'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, PARTNERS, id))
    return { id }
  },
  component: PartnerUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un partenaire',
    trail: [{ label: 'Partenaires', to: '/vitrine/backoffice/partenariat' }],
  }),
})
