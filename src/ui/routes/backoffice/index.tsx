import { createFileRoute, redirect } from '@tanstack/react-router'
import { adminSessionQuery } from '../../queries/session.queries'
import { BackofficeHomePage } from '../../screens/backoffice/backoffice-home-page'

export const Route = createFileRoute('/backoffice/')({
  // The loader's query factory imports React Query: split it with the screen, off the entry chunk.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    const admin = await context.queryClient.ensureQueryData(adminSessionQuery(context.runUseCase))
    if (admin === null) throw redirect({ to: '/admin', replace: true })
  },
  component: BackofficeHomePage,
})
