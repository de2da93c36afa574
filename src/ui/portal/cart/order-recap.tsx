import type { OrderDetail } from '../../../application/portal/ports/order-gateway'
import { deliveryDayText } from '../../../domain/delivery-promise'
import { formatEuros } from '../../../domain/money'
import styles from './order-recap.module.css'

function lineLabel(count: number): string {
  return count === 1 ? '1 produit' : `${count} produits`
}

/**
 * What was ordered, as the server stored it: lines, total TTC, delivery and PO reference (the page gives
 * the number).
 */
export function OrderRecap({ order }: { order: OrderDetail }) {
  const delivery = order.deliveryShop
  return (
    <div className={styles.recap}>
      <h2 className={styles.title}>Récapitulatif de la commande</h2>
      <dl className={styles.facts}>
        <div>
          <dt>Statut</dt>
          <dd>{order.statusLabel}</dd>
        </div>
        <div>
          <dt>Livraison</dt>
          <dd>
            {delivery === null
              ? 'Non précisée'
              : `${delivery.name} — ${delivery.address.line1}, ` +
                `${delivery.address.postalCode} ${delivery.address.city}`}
          </dd>
        </div>
        {/* Stored when the order was placed (docs/decisions/075-price-tiers-price-lists-lead-times.md). */}
        {order.promisedOn === null ? null : (
          <div>
            <dt>Livraison promise</dt>
            <dd>{deliveryDayText(order.promisedOn)}</dd>
          </div>
        )}
        <div>
          <dt>Référence de commande</dt>
          <dd>{order.referencePo ?? 'Aucune'}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>
            <strong>{formatEuros(order.totals.totalTtcCents)}</strong>
          </dd>
        </div>
      </dl>
      <h3 className={styles.subtitle}>{lineLabel(order.lines.length)}</h3>
      <ul className={styles.lines} aria-label="Produits commandés">
        {order.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span>
              {line.product.name}, {line.option.label} <small>Réf. {line.product.reference}</small>
            </span>
            <span className={styles.figures}>
              {line.quantity} × {formatEuros(line.unitPriceCents)} = {formatEuros(line.lineTotalCents)} HT
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
