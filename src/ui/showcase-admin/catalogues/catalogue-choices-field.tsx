import { useId, useState } from 'react'
import forms from '../../kit/forms/forms.module.css'
import type { FieldControl } from '../../kit/backoffice/form-field'
import styles from './catalogue-choices.module.css'

// A multiple choice of ids, as checkboxes in a fieldset (the catalogue's categories and products): the legend
// names the group, each checkbox its option; past a dozen options a text box filters them. Chosen options
// stay chosen while hidden by the filter, and the count of chosen ones is said.

export type ChoiceOption = { readonly id: number; readonly label: string; readonly nested?: boolean }

type ChoicesProps = FieldControl & {
  readonly legend: string
  readonly hint: string
  readonly options: readonly ChoiceOption[]
  /** The filter's label, e.g. « Filtrer les produits ». */
  readonly filterLabel: string
}

const FILTER_FROM = 12

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr-FR')

export function CatalogueChoicesField(props: ChoicesProps) {
  const { id, value, error, onChange, onBlur, legend, hint, options } = props
  const filterId = useId()
  const [filter, setFilter] = useState('')
  const chosen = Array.isArray(value) ? (value as readonly number[]) : []
  const shown = options.filter((option) => folded(option.label).includes(folded(filter.trim())))
  const toggle = (optionId: number, checked: boolean) =>
    onChange(checked ? [...chosen, optionId] : chosen.filter((other) => other !== optionId))
  const describedBy = [`${id}-aide`, error === null ? null : `${id}-erreur`].filter(Boolean).join(' ')
  return (
    <fieldset id={id} className={styles.choices} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <p id={`${id}-aide`} className={forms.hint}>
        {hint}
      </p>
      {error === null ? null : (
        <p id={`${id}-erreur`} className={forms.inlineError}>
          {error}
        </p>
      )}
      {options.length < FILTER_FROM ? null : (
        <div className={forms.field}>
          <label htmlFor={filterId}>{props.filterLabel}</label>
          <input
            id={filterId}
            type="search"
            className={forms.input}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      )}
      <ul className={styles.options}>
        {shown.map((option) => (
          <li key={option.id} className={option.nested ? styles.nested : undefined}>
            <label className={forms.checkbox}>
              <input
                type="checkbox"
                checked={chosen.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
                onBlur={onBlur}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className={forms.hint}>Aucun choix ne correspond au filtre.</p> : null}
      <p className={forms.hint} aria-live="polite">
        {chosen.length === 0
          ? 'Aucun choix : tout le catalogue.'
          : `${chosen.length} choisi${chosen.length > 1 ? 's' : ''}`}
      </p>
    </fieldset>
  )
}

type OriginProps = FieldControl & { readonly hint: string }

export const PDF_ORIGIN_LABELS = {
  generated: 'Générer à partir du catalogue',
  uploaded: 'Téléverser un PDF',
} as const

/** « PDF : générer à partir du catalogue » or « téléverser un PDF », as two radio buttons. */
export function PdfOriginField({ id, value, onChange, onBlur, hint }: OriginProps) {
  return (
    <fieldset id={id} className={styles.choices} aria-describedby={`${id}-aide`}>
      <legend>PDF</legend>
      {(['generated', 'uploaded'] as const).map((origin) => (
        <label key={origin} className={forms.checkbox}>
          <input
            type="radio"
            name={id}
            value={origin}
            checked={value === origin}
            onChange={() => onChange(origin)}
            onBlur={onBlur}
          />
          {PDF_ORIGIN_LABELS[origin]}
        </label>
      ))}
      <p id={`${id}-aide`} className={forms.hint}>
        {hint}
      </p>
    </fieldset>
  )
}
