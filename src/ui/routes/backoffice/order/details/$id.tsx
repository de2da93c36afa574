import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../backoffice-kit/load-error'
import { adminOrderQuery } from '../../../../queries/admin-orders.queries'
import { OrderDetailPage } from '../../../../screens/backoffice/orders/order-detail-page'

export const Route = createFileRoute('/backoffice/order/details/$id')({
  head: backofficeHead('Commande'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(adminOrderQuery(runUseCase, id))
    return { id }
  },
  component: OrderDetailPage,
  errorComponent: backofficeLoadError({ title: 'Commande', trail: [{ label: 'Commandes', to: '/backoffice/order' }] }),
})
