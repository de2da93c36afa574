import type { ProductDetail } from '../../../application/showcase/showcase-content'
import styles from './product.module.css'

const pieces = new Intl.NumberFormat('fr-FR')

/** What a buyer asks first (minimum order, lead time, finishes), for the facts the product states (decision 045). */
export function ProductEssentials({ product }: { product: ProductDetail }) {
  const { minOrderQuantity, leadTime, finishes } = product
  if (minOrderQuantity === null && leadTime === '' && finishes.length === 0) return null
  return (
    <section className={styles.essentials} aria-labelledby="essentials-title">
      <h2 id="essentials-title" className={styles.essentialsTitle}>
        En bref
      </h2>
      <dl className={styles.facts}>
        {minOrderQuantity !== null && (
          <div>
            <dt>Minimum de commande</dt>
            <dd>
              {pieces.format(minOrderQuantity)} {minOrderQuantity > 1 ? 'pièces' : 'pièce'}
            </dd>
          </div>
        )}
        {leadTime !== '' && (
          <div>
            <dt>Délai de fabrication</dt>
            <dd>{leadTime}</dd>
          </div>
        )}
        {finishes.length > 0 && (
          <div>
            <dt>Finitions</dt>
            <dd>
              <ul className={styles.finishes}>
                {finishes.map((finish) => (
                  <li key={finish}>{finish}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
