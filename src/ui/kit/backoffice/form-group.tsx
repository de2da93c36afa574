import { type ReactNode, useEffect, useRef, useState } from 'react'
import forms from '../forms/forms.module.css'
import type { FormField } from './form-field'
import type { FormRow } from './form-values'
import styles from './resource-form.module.css'

/*
 * Back-office kit: a repeatable group of a ResourceForm (a product's options), described by data:
 *
 *   { name: 'options', legend: 'Options', rowLegend: (n) => `Option ${n}`, addLabel: 'Ajouter une option',
 *     removeLabel: (n) => `Retirer l’option ${n}`, min: 1, max: 20, emptyRow: { label: '', active: true },
 *     fields: [{ name: 'label', label: (n) => `Libellé de l’option ${n}`, required: true }, ...] }
 *
 * Each row is a fieldset named by its number, every control's label carries that number, and the
 * server's errors (`options.1.unit_price`) come back under the control of the right row. Adding a row
 * moves focus to its first control; removing one moves it to the add button.
 */

export type GroupField = Omit<FormField, 'label' | 'resets'> & {
  /** The control's label for row `row` (counted from 1), e.g. "Libellé de l’option 2". */
  readonly label: (row: number) => string
}

export type FormGroup = {
  /** The body's key of the rows' array. */
  readonly name: string
  readonly legend: string
  readonly rowLegend: (row: number) => string
  readonly fields: readonly GroupField[]
  readonly emptyRow: FormRow
  readonly addLabel: string
  readonly removeLabel: (row: number) => string
  readonly min?: number
  readonly max?: number
}

/** The field of row `index` (from 0) as a plain FormField: named as the server names its errors. */
export function rowField(group: FormGroup, index: number, field: GroupField): FormField {
  return { ...field, name: `${group.name}.${index}.${field.name}`, label: field.label(index + 1) }
}

type RowsProps = {
  readonly group: FormGroup
  readonly count: number
  readonly error: string | null
  readonly onAdd: () => void
  readonly onRemove: (index: number) => void
  /** Renders the control of one field of one row (the form owns the values). */
  readonly renderField: (index: number, field: GroupField) => ReactNode
}

export function FormGroupRows({ group, count, error, onAdd, onRemove, renderField }: RowsProps) {
  const addButton = useRef<HTMLButtonElement>(null)
  const [focusRow, setFocusRow] = useState<number | null>(null)
  const min = group.min ?? 0
  const max = group.max ?? Number.POSITIVE_INFINITY
  const first = group.fields[0]
  useEffect(() => {
    if (focusRow === null || first === undefined || focusRow >= count) return
    document.getElementById(`champ-${rowField(group, focusRow, first).name}`)?.focus()
    setFocusRow(null)
  }, [focusRow, count, group, first])
  const errorId = `groupe-${group.name}-erreur`
  return (
    <fieldset className={styles.group} aria-describedby={error === null ? undefined : errorId}>
      <legend>{group.legend}</legend>
      {error === null ? null : (
        <p id={errorId} className={forms.inlineError}>
          {error}
        </p>
      )}
      {Array.from({ length: count }, (_, index) => (
        // Rows have no identity of their own until saved: the form keeps their values by position.
        <fieldset key={index} className={styles.groupRow}>
          <legend>{group.rowLegend(index + 1)}</legend>
          {group.fields.map((field) => renderField(index, field))}
          <div className={styles.formActions}>
            <button
              type="button"
              className={forms.secondary}
              disabled={count <= min}
              onClick={() => {
                onRemove(index)
                addButton.current?.focus()
              }}
            >
              {group.removeLabel(index + 1)}
            </button>
          </div>
        </fieldset>
      ))}
      <div className={styles.formActions}>
        <button
          ref={addButton}
          type="button"
          className={forms.secondary}
          disabled={count >= max}
          onClick={() => {
            onAdd()
            setFocusRow(count)
          }}
        >
          {group.addLabel}
        </button>
      </div>
    </fieldset>
  )
}
