import { createFileRoute } from '@tanstack/react-router'
import { backofficeOrderQuery } from '../../../../backoffice/orders/orders.queries'
import { OrderDetailPage } from '../../../../backoffice/orders/order-detail-page'
import { backofficeHead } from '../../../../backoffice/routing/route-head'
import { backofficeLoadError, recordIdOf } from '../../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/order/details/$id')({
  head: backofficeHead('Commande'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(backofficeOrderQuery(runUseCase, id))
    return { id }
  },
  component: OrderDetailPage,
  errorComponent: backofficeLoadError({ title: 'Commande', trail: [{ label: 'Commandes', to: '/backoffice/order' }] }),
})
