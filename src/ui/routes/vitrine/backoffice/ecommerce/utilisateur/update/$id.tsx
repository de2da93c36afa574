import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../../../kit/backoffice/resource.queries'
import { AccountUpdatePage } from '../../../../../../showcase-admin/accounts/account-pages'
import { ECOMMERCE_USERS_SCREEN } from '../../../../../../showcase-admin/accounts/account-screens'

export const Route = createFileRoute('/vitrine/backoffice/ecommerce/utilisateur/update/$id')({
  head: backofficeHead('Modifier un utilisateur e-commerce'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, ECOMMERCE_USERS_SCREEN.resource, id))
    return { id }
  },
  component: UpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un utilisateur e-commerce',
    trail: [{ label: ECOMMERCE_USERS_SCREEN.title, to: ECOMMERCE_USERS_SCREEN.list }],
  }),
})

function UpdatePage() {
  const { id } = Route.useLoaderData()
  return <AccountUpdatePage screen={ECOMMERCE_USERS_SCREEN} id={id} />
}
