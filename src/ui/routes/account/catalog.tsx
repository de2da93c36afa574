import { createFileRoute, redirect } from '@tanstack/react-router'
import { shopSessionQuery } from '../../queries/session.queries'
import { CatalogPage } from '../../screens/account/catalog-page'

export const Route = createFileRoute('/account/catalog')({
  loader: async ({ context }) => {
    // A token the server no longer accepts was cleared by loadShopSession (spec §4): back to login.
    const shop = await context.queryClient.ensureQueryData(shopSessionQuery(context.runUseCase))
    if (shop === null) throw redirect({ to: '/login', replace: true })
  },
  component: CatalogPage,
})
