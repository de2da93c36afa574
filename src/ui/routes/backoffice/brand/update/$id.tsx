import { createFileRoute } from '@tanstack/react-router'
import { BRANDS } from '../../../../../contract/backoffice/brands'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../kit/backoffice/resource.queries'
import { BrandUpdatePage } from '../../../../backoffice/brands/brand-form-pages'

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
