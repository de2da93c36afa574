import { createFileRoute } from '@tanstack/react-router'
import { AccountUpdatePage } from '../../../../../../showcase-admin/accounts/account-pages'
import { ECOMMERCE_USERS_SCREEN } from '../../../../../../showcase-admin/accounts/account-screens'
import { backofficeHead } from '../../../../../../showcase-admin/routing/route-head'
import {
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../../showcase-admin/routing/route-parts'

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
