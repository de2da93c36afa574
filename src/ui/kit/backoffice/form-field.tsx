import type { ReactNode } from 'react'
import { Field } from '../forms/field'
import forms from '../forms/forms.module.css'
import type { FormValue } from './form-values'
import { MediaPickerField } from './media-picker-field'
import { isoOfLocal, localInputOf } from './datetime-value'
import { RichTextField } from './rich-text-field'

/*
 * Back-office kit: one field of a ResourceForm, described by data so that screens never touch the
 * form library: `{ name: 'franco_price', label: 'Franco en montant (€ HT)', kind: 'money' }`.
 * Label, hint and error are tied to the control (components/forms/field.tsx).
 */

export type FormField = {
  /** The body's key (snake_case, as the contract names it); server field errors come back under it. */
  readonly name: string
  readonly label: string
  /** 'money' is typed in euros and sent in cents; 'checkbox' holds a boolean; the rest hold text. */
  readonly kind?:
    | 'text'
    | 'textarea'
    | 'integer'
    | 'money'
    | 'url'
    | 'email'
    | 'password'
    | 'checkbox'
    | 'select'
    | 'media'
    /** HTML edited with the lazy-loaded editor (./rich-text-field.tsx). */
    | 'richtext'
    /** An ISO instant, shown and typed in local time (./datetime-value.ts). */
    | 'datetime'
  /** A 'media' field's library filter (./media-picker-field.tsx): its value is the media id as text, '' for none. */
  readonly mediaKind?: 'image' | 'document'
  readonly required?: boolean
  readonly hint?: string
  /**
   * A select's choices, or a function of the values they depend on (the form's values; for a field of a
   * repeatable group, its row's): a choice no longer offered is emptied by the form (`staleChoices`).
   */
  readonly options?: readonly Choice[] | ((values: FieldValues) => readonly Choice[])
  /** A select's empty choice ('Choisir…' unless told, e.g. 'Aucun' where none is a valid answer). */
  readonly emptyLabel?: string
  /** Fields emptied when this one changes: a choice that depends on it (the validator of a brand). */
  readonly resets?: readonly string[]
  readonly autoComplete?: string
  /** A control the screen draws itself (a multiple choice of ids), given the kit's wiring. */
  readonly render?: (control: FieldControl) => ReactNode
}

/** What a screen-drawn control gets: its id, value and error, and what to call on change and blur. */
export type FieldControl = {
  readonly id: string
  readonly value: FormValue
  readonly error: string | null
  readonly onChange: (value: FormValue) => void
  readonly onBlur: () => void
}

export type Choice = { readonly value: string; readonly label: string }
/** The values a field's choices may depend on: the form's, or its row's in a repeatable group. */
export type FieldValues = Readonly<Record<string, FormValue>>

/** The choices a select offers given these values. */
export const choicesOf = (field: Pick<FormField, 'options'>, values: FieldValues): readonly Choice[] =>
  typeof field.options === 'function' ? field.options(values) : (field.options ?? [])

/** The fields whose chosen value their choices no longer offer, once `values` changed: to be emptied. */
export const staleChoices = (fields: readonly Pick<FormField, 'name' | 'options'>[], values: FieldValues) =>
  fields
    .filter((field) => typeof field.options === 'function')
    .filter((field) => {
      const chosen = values[field.name]
      return typeof chosen === 'string' && chosen !== '' && !choicesOf(field, values).some((c) => c.value === chosen)
    })
    .map((field) => field.name)

type ControlProps = {
  readonly field: FormField
  readonly value: FormValue
  /** What the field's choices depend on, when `options` is a function. */
  readonly values?: FieldValues
  readonly errors: readonly unknown[]
  readonly onChange: (value: FormValue) => void
  readonly onBlur: () => void
}

const INPUT_TYPES = {
  text: 'text',
  url: 'url',
  email: 'email',
  password: 'password',
  integer: 'text',
  money: 'text',
} as const

const describedBy = (id: string, hint: string | undefined, error: string | null) =>
  [hint === undefined ? null : `${id}-aide`, error === null ? null : `${id}-erreur`].filter(Boolean).join(' ') ||
  undefined

// Errors come as the contract's messages (strings) or as Standard Schema issues ({ message }).
function errorText(errors: readonly unknown[]): string | null {
  const messages = errors.flatMap((error) => {
    if (typeof error === 'string') return [error]
    if (typeof error === 'object' && error !== null && 'message' in error) return [String(error.message)]
    return []
  })
  return messages.length === 0 ? null : [...new Set(messages)].join(' ')
}

export function FormFieldControl({ field, value, values, errors, onChange, onBlur }: ControlProps) {
  const id = `champ-${field.name}`
  const error = errorText(errors)
  const kind = field.kind ?? 'text'
  if (field.render !== undefined) return field.render({ id, value, error, onChange, onBlur })
  if (kind === 'checkbox') {
    return (
      <div className={forms.field}>
        {field.hint === undefined ? null : (
          <p id={`${id}-aide`} className={forms.hint}>
            {field.hint}
          </p>
        )}
        {error === null ? null : (
          <p id={`${id}-erreur`} className={forms.inlineError}>
            {error}
          </p>
        )}
        <label className={forms.checkbox} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            aria-describedby={describedBy(id, field.hint, error)}
          />
          {field.label}
        </label>
      </div>
    )
  }
  const text = typeof value === 'string' ? value : ''
  if (kind === 'media') {
    const { label, mediaKind, required, hint } = field
    const picker = { id, label, mediaKind, required, hint, error, onChange, onBlur }
    return <MediaPickerField {...picker} value={text} />
  }
  if (kind === 'richtext') {
    const { label, required, hint } = field
    return <RichTextField {...{ id, label, required, hint, error, onChange, onBlur }} value={text} />
  }
  return (
    <Field id={id} label={field.label} required={field.required} sayRequirement hint={field.hint} error={error}>
      {(control) =>
        kind === 'textarea' ? (
          <textarea
            {...control}
            className={forms.textarea}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : kind === 'select' ? (
          <select
            {...control}
            className={forms.select}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          >
            <option value="">{field.emptyLabel ?? 'Choisir…'}</option>
            {choicesOf(field, values ?? {}).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : kind === 'datetime' ? (
          <input
            {...control}
            type="datetime-local"
            className={forms.input}
            value={localInputOf(text)}
            onChange={(event) => onChange(isoOfLocal(event.target.value))}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            type={INPUT_TYPES[kind]}
            inputMode={kind === 'integer' ? 'numeric' : kind === 'money' ? 'decimal' : undefined}
            autoComplete={field.autoComplete}
            className={forms.input}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  )
}
