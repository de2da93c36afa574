import { formatEuros } from '../../../domain/money'
import styles from './order-totals.module.css'

type Totals = {
  readonly subtotalCents: number
  readonly shippingCents: number
  readonly vatCents: number
  readonly totalTtcCents: number
}

/** The figures as the server computed them (decisions §2: VAT 20 % on subtotal and shipping). */
export function OrderTotals({ totals, label }: { totals: Totals; label: string }) {
  return (
    <section aria-label={label} className={styles.totals}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Total HT</dt>
          <dd>{formatEuros(totals.subtotalCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Frais de port HT</dt>
          <dd>{totals.shippingCents === 0 ? 'Offerts' : formatEuros(totals.shippingCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>TVA (20 %)</dt>
          <dd>{formatEuros(totals.vatCents)}</dd>
        </div>
        <div className={`${styles.row} ${styles.grand}`}>
          <dt>Total TTC</dt>
          <dd>{formatEuros(totals.totalTtcCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
