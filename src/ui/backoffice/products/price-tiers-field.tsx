import { useEffect, useRef, useState } from 'react'
import type { PriceTierWire } from '../../../contract/portal/shared-shapes'
import { eurosText, parseEuros } from '../../../domain/money'
import { MAX_TIERS } from '../../../domain/price-tiers'
import type { FieldControl } from '../../kit/backoffice/form-field'
import { type FormRow, integerFromText } from '../../kit/backoffice/form-values'
import forms from '../../kit/forms/forms.module.css'
import styles from '../../kit/backoffice/resource-form.module.css'

// The "Paliers de prix" of one option (docs/decisions/075-price-tiers-price-lists-lead-times.md): rows of
// "from N units, unit price HT" typed in euros. The form keeps them in wire form (quantities and cents), so the
// contract's schema judges them in the browser with the domain's message before anything is sent; what cannot
// be read stays text, for that schema to refuse in French.

type TierText = { readonly from: string; readonly price: string }
type TierValue = { readonly from_quantity: number | string; readonly unit_price: number | string }

/**
 * An option's breaks as its form row holds them. A row's cells are text or yes/no for the kit; this one cell
 * is a list, drawn by PriceTiersField alone, hence the cast.
 */
export const tiersCell = (tiers: readonly PriceTierWire[]): FormRow[string] => tiers as never

const shown = (value: number | string, asText: (n: number) => string) =>
  typeof value === 'number' ? asText(value) : value

function textsOf(value: unknown): TierText[] {
  if (!Array.isArray(value)) return []
  return (value as TierValue[]).map((tier) => ({
    from: shown(tier.from_quantity, String),
    price: shown(tier.unit_price, eurosText),
  }))
}

function valueOf(texts: readonly TierText[]): TierValue[] {
  return texts.map((text) => {
    const price = parseEuros(text.price)
    return { from_quantity: integerFromText(text.from), unit_price: price.kind === 'amount' ? price.cents : text.price }
  })
}

function removeLabel(text: TierText, row: number): string {
  const from = integerFromText(text.from)
  return typeof from === 'number'
    ? `Retirer le palier dès ${from.toLocaleString('fr-FR')} unités`
    : `Retirer le palier ${row}`
}

/** The breaks of one option, under it in the product form; its errors come as the option's `price_tiers`. */
export function PriceTiersField({ id, value, error, onChange, onBlur }: FieldControl) {
  const [texts, setTexts] = useState<TierText[]>(() => textsOf(value))
  const emitted = useRef<unknown>(value)
  const addButton = useRef<HTMLButtonElement>(null)
  // Focus moves once the rows are drawn: to a new row's first field, or to the add button (enabled again).
  const [focusTarget, setFocusTarget] = useState<number | 'add' | null>(null)
  // A value set from outside (an earlier version loaded from the history) replaces what is shown.
  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    setTexts(textsOf(value))
  }, [value])
  useEffect(() => {
    if (focusTarget === null) return
    if (focusTarget === 'add') addButton.current?.focus()
    else document.getElementById(`${id}-${focusTarget}-quantite`)?.focus()
    setFocusTarget(null)
  }, [focusTarget, id])

  const change = (next: TierText[]) => {
    setTexts(next)
    const wire = valueOf(next)
    emitted.current = wire
    onChange(wire as never)
  }
  const edit = (index: number, part: Partial<TierText>) =>
    change(texts.map((text, at) => (at === index ? { ...text, ...part } : text)))
  const errorId = `${id}-erreur`
  const describedBy = error === null ? `${id}-aide` : `${id}-aide ${errorId}`

  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend>Paliers de prix</legend>
      <p id={`${id}-aide`} className={forms.hint}>
        À partir de la quantité d’un palier, toute la ligne est facturée à son prix unitaire ({MAX_TIERS} paliers au
        plus).
      </p>
      {error === null ? null : (
        <p id={errorId} className={forms.inlineError}>
          {error}
        </p>
      )}
      {texts.map((text, index) => {
        const rowId = `${id}-${index}`
        return (
          // Rows have no identity of their own: the form keeps breaks by position, as it keeps options.
          <fieldset key={index} className={styles.groupRow}>
            <legend>Palier {index + 1}</legend>
            <div className={forms.columns}>
              <div className={forms.field}>
                <label htmlFor={`${rowId}-quantite`}>À partir de (unités)</label>
                <input
                  id={`${rowId}-quantite`}
                  className={forms.input}
                  inputMode="numeric"
                  value={text.from}
                  aria-invalid={error === null ? undefined : true}
                  aria-describedby={error === null ? undefined : errorId}
                  onChange={(event) => edit(index, { from: event.target.value })}
                  onBlur={onBlur}
                />
              </div>
              <div className={forms.field}>
                <label htmlFor={`${rowId}-prix`}>Prix unitaire HT (€)</label>
                <input
                  id={`${rowId}-prix`}
                  className={forms.input}
                  inputMode="decimal"
                  value={text.price}
                  aria-invalid={error === null ? undefined : true}
                  aria-describedby={error === null ? undefined : errorId}
                  onChange={(event) => edit(index, { price: event.target.value })}
                  onBlur={onBlur}
                />
              </div>
            </div>
            <div className={styles.formActions}>
              <button
                type="button"
                className={forms.secondary}
                onClick={() => {
                  change(texts.filter((_, at) => at !== index))
                  setFocusTarget('add')
                }}
              >
                {removeLabel(text, index + 1)}
              </button>
            </div>
          </fieldset>
        )
      })}
      <div className={styles.formActions}>
        <button
          ref={addButton}
          type="button"
          className={forms.secondary}
          disabled={texts.length >= MAX_TIERS}
          onClick={() => {
            change([...texts, { from: '', price: '' }])
            setFocusTarget(texts.length)
          }}
        >
          Ajouter un palier
        </button>
      </div>
    </fieldset>
  )
}
