import type { OrderEvent } from '../../../application/portal/ports/order-gateway'
import { formatMoment } from '../../kit/format/dates'
import { eventInWords } from './order-change-words'
import styles from './orders.module.css'

/** Who changed what and when (decisions §5), oldest first. */
export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history" className={styles.sectionTitle}>
        Historique
      </h2>
      {events.length === 0 ? (
        <p>Aucun évènement enregistré.</p>
      ) : (
        <ol className={styles.history}>
          {events.map((event) => {
            const words = eventInWords(event)
            return (
              <li key={event.id}>
                <p>
                  <strong>{event.action}</strong>
                  {words === null ? null : <> — {words}</>}
                </p>
                {event.reason === null ? null : <p className={styles.reason}>Motif : {event.reason}</p>}
                <p className={styles.eventMeta}>
                  <time dateTime={event.at}>{formatMoment(event.at)}</time> par {event.actor}
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
