import { createFileRoute } from '@tanstack/react-router'
import { SHOWCASE_CATEGORIES } from '../../../../../../contract/storefront-admin/catalog-categories'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { recordIdOf } from '../../../../../backoffice-kit/load-error'
import { showcaseRecordLoadError } from '../../../../../router/showcase-record-load-error'
import { resourceRecordQuery } from '../../../../../queries/backoffice.queries'
import { CategoryUpdatePage } from '../../../../../screens/storefront-admin/catalog/category-pages'

export const Route = createFileRoute('/vitrine/backoffice/category/update/$id')({
  head: backofficeHead('Modifier une catégorie'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk; the error
  // component is the one shared by every record page of this back office.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, SHOWCASE_CATEGORIES, id))
    return { id }
  },
  component: CategoryUpdatePage,
  errorComponent: showcaseRecordLoadError,
})
