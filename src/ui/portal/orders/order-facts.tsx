import type { OrderDetail } from '../../../application/portal/ports/order-gateway'
import { deliveryDayText } from '../../../domain/delivery-promise'
import { formatMoment } from '../../kit/format/dates'
import { AutoAcceptedBadge } from './auto-accepted-badge'
import styles from './orders.module.css'

export function OrderFacts({ order }: { order: OrderDetail }) {
  const delivery = order.deliveryShop
  return (
    <dl className={styles.facts} aria-label="Informations de la commande">
      <dt>Date</dt>
      <dd>{formatMoment(order.createdAt)}</dd>
      <dt>Statut</dt>
      <dd>
        <span className={styles.status}>{order.statusLabel}</span>
        {order.autoAccepted ? <AutoAcceptedBadge /> : null}
      </dd>
      <dt>Magasin</dt>
      <dd>{order.shop.name}</dd>
      <dt>Livraison</dt>
      <dd>
        {delivery === null
          ? 'Non renseignée'
          : `${delivery.name} — ${delivery.address.line1}, ${delivery.address.postalCode} ${delivery.address.city}`}
      </dd>
      {/* Stored when the order was placed (docs/decisions/075-price-tiers-price-lists-lead-times.md). */}
      {order.promisedOn === null ? null : (
        <>
          <dt>Livraison promise</dt>
          <dd>{deliveryDayText(order.promisedOn)}</dd>
        </>
      )}
      <dt>Référence de commande</dt>
      <dd>{order.referencePo ?? '—'}</dd>
      <dt>Commentaire</dt>
      <dd>{order.comment ?? '—'}</dd>
    </dl>
  )
}
