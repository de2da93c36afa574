import { formatEuros } from '../../../domain/money'
import { formatVatRate } from '../../../domain/vat-rate'
import styles from './order-totals.module.css'

type Totals = {
  readonly subtotalCents: number
  readonly shippingCents: number
  readonly vatCents: number
  readonly vatRateBasisPoints: number
  readonly totalTtcCents: number
}

/** The figures as the server computed them: VAT on subtotal and shipping, at the order's rate (decision 071). */
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
          <dt>TVA ({formatVatRate(totals.vatRateBasisPoints)})</dt>
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
