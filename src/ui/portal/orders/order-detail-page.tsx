import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { OrderDetail } from '../../../application/portal/ports/order-gateway'
import { ACCOUNT_CRUMBS, type Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import { FrancoMeter } from '../cart/franco-meter'
import forms from '../../kit/forms/forms.module.css'
import { OrderTotals } from './order-totals'
import { PortalPage } from '../layout/portal-page'
import { routeLoadError } from '../../kit/route-load-error/route-load-error'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { orderQuery } from './orders.queries'
import { orderIdOf } from '../../app/router/portal-search'
import { CopyOrderButton } from './copy-order-button'
import { OrderChanges } from './order-changes'
import { OrderFacts } from './order-facts'
import { OrderHistory } from './order-history'
import { OrderLinesTable } from './order-lines-table'
import styles from './orders.module.css'
import { useActionLock } from './use-action-lock'

const route = getRouteApi('/account/order/$orderId')
const TRAIL: readonly Crumb[] = [...ACCOUNT_CRUMBS, { label: 'Mes commandes', to: '/account/order' }]

export const OrderDetailLoadError = routeLoadError({
  trail: TRAIL,
  title: 'Commande',
  message: PORTAL_MESSAGES.orderLoad,
})

/** The order of a detail page, from the id in its address (the route's loader has put it in the cache). */
export function useOrderDetail(orderIdParam: string): OrderDetail {
  const runUseCase = useRunUseCase()
  return useSuspenseQuery(orderQuery(runUseCase, orderIdOf(orderIdParam))).data
}

/** The head of an order's page, for its owner and its validator: the facts, the franco and the totals. */
export function OrderOverview({ order }: { order: OrderDetail }) {
  return (
    <div className={styles.columns}>
      <OrderFacts order={order} />
      <div className={styles.layout}>
        {/* A refused order ships nothing: the franco has nothing to say. */}
        {order.status === 'refused' ? null : <FrancoMeter franco={order.franco} of="order" />}
        <OrderTotals label="Totaux de la commande" totals={order.totals} />
      </div>
    </div>
  )
}

export function OrderDetailPage() {
  const order = useOrderDetail(route.useParams().orderId)
  // One lock for the order's actions (decision 043).
  const lock = useActionLock()

  return (
    <PortalPage
      trail={TRAIL}
      title={`Commande ${order.number}`}
      actions={
        <div className={styles.noPrint}>
          {order.canValidate ? (
            <Link to="/account/ordervalid/$orderId" params={{ orderId: String(order.id) }} className={forms.button}>
              Valider cette commande
            </Link>
          ) : null}
          {/* One copy action (docs/decisions/064-reorder-rule.md): "Recommander" sent the same call. */}
          <CopyOrderButton orderId={order.id} lock={lock} />
          <button type="button" className={forms.secondary} onClick={() => window.print()}>
            Imprimer
          </button>
        </div>
      }
    >
      <OrderOverview order={order} />
      <OrderLinesTable lines={order.lines} />
      <OrderChanges events={order.events} lines={order.lines} />
      <OrderHistory events={order.events} />
    </PortalPage>
  )
}
