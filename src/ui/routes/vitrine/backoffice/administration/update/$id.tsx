import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { recordIdOf } from '../../../../../backoffice-kit/load-error'
import { showcaseRecordLoadError } from '../../../../../router/showcase-record-load-error'
import { resourceRecordQuery } from '../../../../../queries/backoffice.queries'
import { AccountUpdatePage } from '../../../../../screens/storefront-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../../screens/storefront-admin/accounts/account-screens'

export const Route = createFileRoute('/vitrine/backoffice/administration/update/$id')({
  head: backofficeHead('Modifier un administrateur'),
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, ADMINISTRATION_SCREEN.resource, id))
    return { id }
  },
  component: UpdatePage,
  errorComponent: showcaseRecordLoadError,
})

function UpdatePage() {
  const { id } = Route.useLoaderData()
  return <AccountUpdatePage screen={ADMINISTRATION_SCREEN} id={id} />
}
