import type { CartLine } from '../../../application/portal/ports/cart-gateway'
import { formatEuros } from '../../../domain/money'
import styles from './pricing.module.css'

// The cart shows the prices the server applied (docs/decisions/075-price-tiers-price-lists-lead-times.md): the
// unit price of the break reached and the line total come from the server, never from a product in the browser.

function units(count: number): string {
  return `${count.toLocaleString('fr-FR')} ${count === 1 ? 'unité' : 'unités'}`
}

/** The unit price applied to a line, saying which break gave it when it is not the option's base price. */
export function CartLineUnitPrice({ line }: { line: CartLine }) {
  const price = formatEuros(line.unitPriceCents)
  if (line.unitPriceCents === line.option.unitPriceCents) return <>{price}</>
  // Breaks are strictly cheaper one after the other, so the applied price names one break only.
  const reached = line.option.priceTiers.find((tier) => tier.unitPriceCents === line.unitPriceCents)
  return (
    <span className={styles.applied}>
      <span>
        {price} <abbr title="hors taxes">HT</abbr> l’unité
      </span>{' '}
      {reached === undefined ? null : (
        <span className={styles.tierNote}>(palier dès {reached.fromQuantity.toLocaleString('fr-FR')})</span>
      )}
    </span>
  )
}

/** "Encore 120 unités pour passer à 0,82 € HT l’unité": plain text in the line, read with it. */
export function nextTierHint(line: CartLine): string | null {
  const next = line.nextTier
  if (next === null) return null
  return `Encore ${units(next.missingQuantity)} pour passer à ${formatEuros(next.tier.unitPriceCents)} HT l’unité`
}

export function NextTierHint({ line }: { line: CartLine }) {
  const hint = nextTierHint(line)
  if (hint === null) return null
  return <p className={styles.hint}>{hint}</p>
}
