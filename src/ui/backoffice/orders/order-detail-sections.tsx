import type { BackofficeOrderDetailWire } from '../../../contract/backoffice/orders'
import { formatEuros } from '../../../domain/money'
import { formatMoment } from '../../kit/format/dates'
import styles from './orders.module.css'
import { TableScroller } from '../../kit/data-table/table-scroller'

// The read-only parts of an order's page in the back office: who ordered and where it goes, the lines
// as ordered (snapshots), the totals the server computed, and the events from the oldest.

type Order = BackofficeOrderDetailWire

export function OrderFactsSection({ order }: { order: Order }) {
  const place = order.delivery_shop
  return (
    <div className={styles.facts}>
      <section aria-labelledby="commande-magasin">
        <h2 id="commande-magasin" className={styles.sectionTitle}>
          Magasin
        </h2>
        <dl>
          <dt>Nom</dt>
          <dd>{order.shop.name}</dd>
          <dt>Identifiant</dt>
          <dd>{order.shop.identifiant}</dd>
          <dt>E-mail</dt>
          <dd>{order.shop_email}</dd>
          <dt>Enseigne</dt>
          <dd>{order.brand.name}</dd>
        </dl>
      </section>
      <section aria-labelledby="commande-livraison">
        <h2 id="commande-livraison" className={styles.sectionTitle}>
          Livraison
        </h2>
        {place === null ? (
          <p>Aucun magasin de livraison indiqué.</p>
        ) : (
          <>
            <p>
              <strong>{place.name}</strong>
            </p>
            <address className={styles.address}>
              {`${place.address.line1}\n${place.address.postal_code} ${place.address.city}\n${place.address.country}`}
            </address>
          </>
        )}
      </section>
      <section aria-labelledby="commande-references">
        <h2 id="commande-references" className={styles.sectionTitle}>
          Référence et commentaire
        </h2>
        <dl>
          <dt>Référence PO</dt>
          <dd>{order.reference_po ?? '—'}</dd>
          <dt>Commentaire</dt>
          <dd className={styles.comment}>{order.comment ?? '—'}</dd>
        </dl>
      </section>
    </div>
  )
}

export function OrderLinesSection({ order }: { order: Order }) {
  return (
    <section aria-labelledby="commande-lignes" className={styles.block}>
      <h2 id="commande-lignes" className={styles.sectionTitle}>
        Lignes
      </h2>
      <TableScroller label={`Lignes de la commande ${order.number}`}>
        <table className={styles.lines}>
          <caption className="visually-hidden">Lignes de la commande {order.number}</caption>
          <thead>
            <tr>
              <th scope="col">Produit</th>
              <th scope="col">Référence</th>
              <th scope="col">Déclinaison</th>
              <th scope="col" className={styles.numeric}>
                Prix unitaire HT
              </th>
              <th scope="col" className={styles.numeric}>
                Quantité
              </th>
              <th scope="col">Statut de la ligne</th>
              <th scope="col" className={styles.numeric}>
                Total HT
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.product_name}</th>
                <td>{line.product_reference}</td>
                <td>{line.option_label}</td>
                <td className={styles.numeric}>{formatEuros(line.unit_price)}</td>
                <td className={styles.numeric}>{line.quantity}</td>
                <td>{line.status_label}</td>
                <td className={styles.numeric}>{formatEuros(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  )
}

export function OrderTotalsSection({ order }: { order: Order }) {
  return (
    <section aria-labelledby="commande-totaux" className={`${styles.block} ${styles.totals}`}>
      <h2 id="commande-totaux" className={styles.sectionTitle}>
        Totaux
      </h2>
      <dl>
        <dt>Sous-total HT</dt>
        <dd>{formatEuros(order.subtotal)}</dd>
        <dt>Frais de port HT</dt>
        <dd>{order.shipping === 0 ? 'Offerts' : formatEuros(order.shipping)}</dd>
        <dt>TVA</dt>
        <dd>{formatEuros(order.vat)}</dd>
        <dt className={styles.grand}>Total TTC</dt>
        <dd className={styles.grand}>{formatEuros(order.total_ttc)}</dd>
      </dl>
    </section>
  )
}

export function OrderTimeline({ order }: { order: Order }) {
  return (
    // The internal history stays off the printed order, which goes to the shop or the workshop.
    <section aria-labelledby="commande-historique" className={`${styles.block} ${styles.noPrint}`}>
      <h2 id="commande-historique" className={styles.sectionTitle}>
        Historique
      </h2>
      {order.events.length === 0 ? (
        <p>Aucun évènement enregistré.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Évènements de la commande">
          {order.events.map((event) => (
            <li key={event.id}>
              <p>
                <strong>{event.action}</strong>
                {event.detail === null ? null : <> — {event.detail}</>}
              </p>
              <p className={styles.eventMeta}>
                <time dateTime={event.at}>{formatMoment(event.at)}</time> par {event.actor_label}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
