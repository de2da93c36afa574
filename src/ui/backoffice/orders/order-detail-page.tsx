import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import forms from '../../kit/forms/forms.module.css'
import { formatMoment } from '../../kit/format/dates'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { backofficeOrderQuery } from './orders.queries'
import { OrderFactsSection, OrderLinesSection, OrderTimeline, OrderTotalsSection } from './order-detail-sections'
import { OrderLetterhead } from './order-letterhead'
import { OrderMoves } from './order-moves'
import { OrderStatusBadge } from './order-status-badge'
import { PromisedDayLine } from './promised-day'
import { OrderProofsSection } from '../proofs/order-proofs-section'
import styles from './orders.module.css'

// Spec §2: one order in the back office: what was ordered, for whom, its totals and its history; the
// moves allowed now; and a printable version (print stylesheet in ./orders.module.css): the company's
// letterhead over the order, without the controls nor the internal history.

const route = getRouteApi('/backoffice/order/details/$id')

export const ORDERS_CRUMB = { label: 'Commandes', to: '/backoffice/order' } as const

export function OrderDetailPage() {
  const { id } = route.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: order } = useSuspenseQuery(backofficeOrderQuery(runUseCase, id))
  return (
    <BackofficePage
      title={`Commande ${order.number}`}
      trail={[ORDERS_CRUMB]}
      actions={
        <button type="button" className={forms.secondary} onClick={() => window.print()}>
          Imprimer
        </button>
      }
    >
      <div className={`${styles.order} ${styles.printable}`}>
        <OrderLetterhead />
        <div className={styles.summary}>
          <p>
            Statut : <OrderStatusBadge status={order.status} />
          </p>
          <p>
            Passée le <time dateTime={order.created_at}>{formatMoment(order.created_at)}</time>
          </p>
          <p>
            Dernière modification le <time dateTime={order.updated_at}>{formatMoment(order.updated_at)}</time>
          </p>
          <PromisedDayLine order={order} />
        </div>
        <OrderMoves order={order} />
        <OrderFactsSection order={order} />
        <OrderLinesSection order={order} />
        <OrderProofsSection orderId={order.id} />
        <OrderTotalsSection order={order} />
        <OrderTimeline order={order} />
      </div>
    </BackofficePage>
  )
}
