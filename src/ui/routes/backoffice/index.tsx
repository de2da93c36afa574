import { createFileRoute, redirect } from '@tanstack/react-router'
import { adminSessionQuery } from '../../queries/session.queries'
import { BackofficeHomePage } from '../../screens/backoffice/backoffice-home-page'

export const Route = createFileRoute('/backoffice/')({
  loader: async ({ context }) => {
    const admin = await context.queryClient.ensureQueryData(adminSessionQuery(context.runUseCase))
    if (admin === null) throw redirect({ to: '/admin', replace: true })
  },
  component: BackofficeHomePage,
})
