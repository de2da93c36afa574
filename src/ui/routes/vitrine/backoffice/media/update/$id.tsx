import { createFileRoute } from '@tanstack/react-router'
import { MEDIA } from '../../../../../../contract/storefront-admin/media'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { recordIdOf } from '../../../../../backoffice-kit/load-error'
import { showcaseRecordLoadError } from '../../../../../router/showcase-record-load-error'
import { resourceRecordQuery } from '../../../../../queries/backoffice.queries'
import { MediaUpdatePage } from '../../../../../screens/storefront-admin/media/media-update-page'

export const Route = createFileRoute('/vitrine/backoffice/media/update/$id')({
  head: backofficeHead('Modifier un média'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk; the error
  // component is the one shared by every record page of this back office.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, MEDIA, id))
    return { id }
  },
  component: MediaUpdatePage,
  errorComponent: showcaseRecordLoadError,
})
