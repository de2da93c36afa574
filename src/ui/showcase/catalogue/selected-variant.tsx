import type { ProductAttribute, ProductVariant } from '../../../application/showcase/showcase-content'
import { describeVariant } from '../../../application/showcase/variant-selection'
import { dimensions } from '../components/format'
import styles from './product.module.css'

type Props = { readonly attributes: readonly ProductAttribute[]; readonly variant: ProductVariant | null }

/** The variant the choices describe, or, when no variant has them together, a plain statement of it. */
export function SelectedVariant({ attributes, variant }: Props) {
  const size = variant ? dimensions(variant.widthMm, variant.heightMm, variant.depthMm) : null
  return (
    <section className={styles.variant} aria-labelledby="variant-title">
      <h2 id="variant-title" className={styles.variantTitle}>
        Variante sélectionnée
      </h2>
      {variant ? (
        <dl className={styles.facts}>
          <div>
            <dt>Référence</dt>
            <dd data-testid="variant-reference">{variant.reference}</dd>
          </div>
          {size && (
            <div>
              <dt>Dimensions (L × H × P)</dt>
              <dd>{size}</dd>
            </div>
          )}
          {describeVariant(attributes, variant).map((fact) => (
            <div key={fact.attribute}>
              <dt>{fact.attribute}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p data-testid="variant-missing">
          Cette combinaison n’existe pas. Choisissez une option sans la mention « indisponible ».
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {variant ? `Référence ${variant.reference}${size ? `, ${size}` : ''}` : 'Combinaison indisponible'}
      </p>
    </section>
  )
}
