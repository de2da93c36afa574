import type { Franco } from '../../../application/portal/ports/portal-data'
import type { FrancoThresholds } from '../../../domain/franco'
import { formatEuros } from '../../../domain/money'
import styles from './franco-meter.module.css'

function units(quantity: number): string {
  return quantity === 1 ? '1 unité' : `${quantity} unités`
}

function thresholdText(thresholds: FrancoThresholds): string {
  const parts: string[] = []
  if (thresholds.quantity !== null && thresholds.quantity > 0) parts.push(`dès ${units(thresholds.quantity)}`)
  if (thresholds.amountCents !== null && thresholds.amountCents > 0)
    parts.push(`dès ${formatEuros(thresholds.amountCents)} HT`)
  return `Franco de port ${parts.join(' ou ')}.`
}

/** What is still missing on each configured threshold, in the customer's words. */
export function missingText(quantity: number | null, amountCents: number | null): string {
  const parts: string[] = []
  if (quantity !== null) parts.push(units(quantity))
  if (amountCents !== null) parts.push(`${formatEuros(amountCents)} HT`)
  return `Encore ${parts.join(' ou ')} pour bénéficier du franco de port.`
}

function orderMissingText(quantity: number | null, amountCents: number | null): string {
  const parts: string[] = []
  if (quantity !== null) parts.push(units(quantity))
  if (amountCents !== null) parts.push(`${formatEuros(amountCents)} HT`)
  return `Franco de port non atteint : il manquait ${parts.join(' ou ')}.`
}

/**
 * Decisions §4: how far the cart is from free shipping, with a progress meter. On a placed order
 * (`of="order"`) the same figures are told in the past: nothing can be added any more.
 */
export function FrancoMeter({ franco, of = 'cart' }: { franco: Franco; of?: 'cart' | 'order' }) {
  const { evaluation } = franco
  if (evaluation.kind === 'not-configured') {
    return (
      <section aria-label="Franco de port" className={styles.franco}>
        <p className={styles.text}>
          Aucun franco de port n’est défini pour votre enseigne : les frais de port s’appliquent.
        </p>
      </section>
    )
  }
  const percent = evaluation.kind === 'reached' ? 100 : Math.round(Math.min(1, Math.max(0, evaluation.progress)) * 100)
  const missing = of === 'cart' ? missingText : orderMissingText
  const message =
    evaluation.kind === 'reached'
      ? 'Franco de port atteint : la livraison est offerte.'
      : missing(evaluation.quantity, evaluation.amountCents)
  return (
    <section aria-label="Franco de port" className={styles.franco}>
      <p className={styles.text} aria-live="polite">
        {message}
      </p>
      <div
        role="progressbar"
        aria-label="Progression vers le franco de port"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className={styles.track}
      >
        <div
          className={`${styles.bar} ${evaluation.kind === 'reached' ? styles.reached : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={styles.thresholds}>{thresholdText(franco.thresholds)}</p>
    </section>
  )
}
