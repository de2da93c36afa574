import { createFileRoute } from '@tanstack/react-router'
import { HOME_BLOCKS } from '../../../../../../contract/storefront-admin/home-blocks'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { recordIdOf } from '../../../../../backoffice-kit/load-error'
import { showcaseRecordLoadError } from '../../../../../router/showcase-record-load-error'
import { resourceRecordQuery } from '../../../../../queries/backoffice.queries'
import { HomeBlockUpdatePage } from '../../../../../screens/storefront-admin/home/home-block-form-pages'

export const Route = createFileRoute('/vitrine/backoffice/home/update/$id')({
  head: backofficeHead('Modifier un bloc'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk; the error
  // component is the one shared by every record page of this back office.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, HOME_BLOCKS, id))
    return { id }
  },
  component: HomeBlockUpdatePage,
  errorComponent: showcaseRecordLoadError,
})
