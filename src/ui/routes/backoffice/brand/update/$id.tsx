import { createFileRoute } from '@tanstack/react-router'
import { BrandUpdatePage } from '../../../../backoffice/brands/brand-form-pages'
import { backofficeHead } from '../../../../backoffice/routing/route-head'
import {
  BRANDS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/brand/update/$id')({
  head: backofficeHead('Modifier une enseigne'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, BRANDS, id))
    return { id }
  },
  component: BrandUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier une enseigne',
    trail: [{ label: 'Enseignes', to: '/backoffice/brand' }],
  }),
})
