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
  readonly options?: readonly { readonly value: string; readonly label: string }[]
  /** A select's empty choice ('Choisir…' unless told, e.g. 'Aucun' where none is a valid answer). */
  readonly emptyLabel?: string
  /** Fields emptied when this one changes: a choice that depends on it (the validator of a brand). */
  readonly resets?: readonly string[]
  readonly autoComplete?: string
}

type ControlProps = {
  readonly field: FormField
  readonly value: FormValue
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

// Errors come as the contract's messages (strings) or as Standard Schema issues ({ message }).
function errorText(errors: readonly unknown[]): string | null {
  const messages = errors.flatMap((error) => {
    if (typeof error === 'string') return [error]
    if (typeof error === 'object' && error !== null && 'message' in error) return [String(error.message)]
    return []
  })
  return messages.length === 0 ? null : [...new Set(messages)].join(' ')
}

export function FormFieldControl({ field, value, errors, onChange, onBlur }: ControlProps) {
  const id = `champ-${field.name}`
  const error = errorText(errors)
  const kind = field.kind ?? 'text'
  if (kind === 'checkbox') {
    return (
      <div className={forms.field}>
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
            aria-describedby={error === null ? undefined : `${id}-erreur`}
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
            {(field.options ?? []).map((option) => (
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
