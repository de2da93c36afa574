import type { ProductAttribute, ProductVariant } from '../../../application/showcase/showcase-content'
import { valueAvailability } from '../../../domain/variant-availability'
import type { Combination } from '../../../domain/variant-combinations'
import { useHydrated } from '../../kit/forms/use-hydrated'
import styles from './product.module.css'

type Props = {
  readonly attributes: readonly ProductAttribute[]
  readonly variants: readonly ProductVariant[]
  readonly choices: Combination
  readonly onChoose: (attribute: string, value: string) => void
}

const andList = new Intl.ListFormat('fr', { type: 'conjunction' })

/** "S et Noir": the labels of the current choices that exclude a value. */
function conflictLabels(attributes: readonly ProductAttribute[], choices: Combination, conflicts: readonly string[]) {
  return andList.format(
    attributes
      .filter((attribute) => conflicts.includes(attribute.slug))
      .map((attribute) => attribute.values.find((value) => value.slug === choices[attribute.slug])?.label ?? ''),
  )
}

/**
 * One radio group per attribute; the checked values are the shown variant's. A value that no variant has
 * with the choices above it (src/domain/variant-availability.ts) is aria-disabled, and says why under
 * its chip and in its accessible description ("indisponible avec …"); picking it changes nothing. It is
 * not `disabled`, so arrow keys and screen readers still meet it. On a page the server rendered, the
 * choices wait for the scripts: a click before them was undone by hydration (the radios are React's).
 */
export function VariantPicker({ attributes, variants, choices, onChoose }: Props) {
  const hydrated = useHydrated()
  const order = attributes.map((attribute) => attribute.slug)
  return (
    <div className={styles.picker}>
      {attributes.map((attribute) => (
        <fieldset key={attribute.slug} className={styles.attribute}>
          <legend className={styles.legend}>{attribute.name}</legend>
          <div className={styles.values}>
            {attribute.values.map((value) => {
              const id = `attribut-${attribute.slug}-${value.slug}`
              const state = valueAvailability(variants, order, choices, attribute.slug, value.slug)
              // An attribute with a single value offers no alternative: nothing to mark there.
              const unavailable = state.kind === 'unavailable' && attribute.values.length > 1 ? state : null
              const hintId = `${id}-indisponible`
              return (
                <span key={value.slug} className={styles.value}>
                  <input
                    id={id}
                    type="radio"
                    name={attribute.slug}
                    value={value.slug}
                    className={styles.radio}
                    checked={choices[attribute.slug] === value.slug}
                    onChange={() => {
                      if (unavailable === null) onChoose(attribute.slug, value.slug)
                    }}
                    disabled={!hydrated}
                    aria-disabled={unavailable === null ? undefined : true}
                    aria-describedby={unavailable ? hintId : undefined}
                  />
                  <label htmlFor={id} className={styles.valueLabel} data-unavailable={unavailable !== null}>
                    {value.label}
                  </label>
                  {unavailable && (
                    <span id={hintId} className={styles.unavailable}>
                      indisponible avec {conflictLabels(attributes, choices, unavailable.conflicts)}
                    </span>
                  )}
                </span>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
