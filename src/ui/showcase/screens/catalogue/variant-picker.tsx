import type { ProductAttribute, ProductVariant } from '../../../../application/showcase/showcase-content'
import styles from './product.module.css'

type Props = {
  readonly attributes: readonly ProductAttribute[]
  readonly variant: ProductVariant
  readonly onChoose: (attribute: string, value: string) => void
}

/** One radio group per attribute; the checked values are those of the variant shown. */
export function VariantPicker({ attributes, variant, onChoose }: Props) {
  return (
    <div className={styles.picker}>
      {attributes.map((attribute) => (
        <fieldset key={attribute.slug} className={styles.attribute}>
          <legend className={styles.legend}>{attribute.name}</legend>
          <div className={styles.values}>
            {attribute.values.map((value) => {
              const id = `attribut-${attribute.slug}-${value.slug}`
              return (
                <span key={value.slug} className={styles.value}>
                  <input
                    id={id}
                    type="radio"
                    name={attribute.slug}
                    value={value.slug}
                    className={styles.radio}
                    checked={variant.attributeValues[attribute.slug] === value.slug}
                    onChange={() => onChoose(attribute.slug, value.slug)}
                  />
                  <label htmlFor={id} className={styles.valueLabel}>
                    {value.label}
                  </label>
                </span>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
