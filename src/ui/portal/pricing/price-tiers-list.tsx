import type { PriceTier } from '../../../domain/price-tiers'
import { tierText } from '../../../domain/price-tiers'
import styles from './pricing.module.css'

/**
 * An option's breaks, "dès 500 unités : 0,82 € HT" (docs/decisions/075-price-tiers-price-lists-lead-times.md):
 * a named list a screen reader can find and count; nothing at all when the option has none.
 */
export function PriceTiersList({ tiers }: { tiers: readonly PriceTier[] }) {
  if (tiers.length === 0) return null
  return (
    <ul className={styles.tiers} aria-label="Prix par quantité">
      {tiers.map((tier) => (
        <li key={tier.fromQuantity}>{tierText(tier)}</li>
      ))}
    </ul>
  )
}
