import type {
  ChangeEvent,
  ElementType,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'
import styles from './forms.module.css'

/** What a field hands to its control so that label, hint and error are all announced with it. */
export type FieldControlProps = {
  readonly id: string
  readonly required: boolean
  readonly 'aria-describedby'?: string
  readonly 'aria-invalid'?: true
}

export type FieldProps = {
  readonly id: string
  readonly label: string
  readonly required?: boolean
  /** The public site says "(obligatoire)" or "(facultatif)" after every label; the portal's forms do not. */
  readonly sayRequirement?: boolean
  readonly hint?: ReactNode
  readonly error?: string | null
  readonly children: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled control with its optional hint and error. Both come before the control, so that a
 * screen reader reading the page in order meets them before typing; `aria-describedby` ties them
 * to the control for one that jumps straight to it.
 */
export function Field({ id, label, required = false, sayRequirement = false, hint, error, children }: FieldProps) {
  const hintId = hint === undefined ? undefined : `${id}-aide`
  const errorId = error ? `${id}-erreur` : undefined
  const describedBy = [hintId, errorId].filter((part) => part !== undefined).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {sayRequirement && <RequirementMark required={required} />}
      </label>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorId !== undefined && (
        <p id={errorId} className={styles.inlineError}>
          {error}
        </p>
      )}
      {children({
        id,
        required,
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
        ...(errorId === undefined ? {} : { 'aria-invalid': true }),
      })}
    </div>
  )
}

/** Required fields say so in words, not only with "*". */
export function RequirementMark({ required }: { required: boolean }) {
  return required ? (
    <span className={styles.required}> (obligatoire)</span>
  ) : (
    <span className={styles.optional}> (facultatif)</span>
  )
}

type InputFieldProps = Omit<FieldProps, 'children'> & {
  readonly name: string
  readonly type: 'text' | 'email' | 'tel' | 'password'
  readonly autoComplete?: string
  readonly maxLength?: number
  readonly defaultValue?: string
}

/** A labelled one-line input: the field most forms are made of, with its label, hint and error wired. */
export function InputField({ name, type, autoComplete, maxLength, defaultValue, ...field }: InputFieldProps) {
  return (
    <Field {...field}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          defaultValue={defaultValue}
          className={styles.input}
        />
      )}
    </Field>
  )
}

/** What every controlled field takes: its label, its value and who is told of each change. */
type ValueProps = {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onValue: (value: string) => void
}

type Rest<A> = Omit<A, 'id' | 'value' | 'onChange' | 'className'>

type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const CONTROL_CLASS = { input: styles.input, select: styles.select, textarea: styles.textarea } as const

/** A labelled control whose value lives in the form's state (filters, searches, the checkout's fields). */
function ValueField({ as, id, label, value, onValue, ...rest }: ValueProps & { as: keyof typeof CONTROL_CLASS }) {
  const Control: ElementType = as
  const onChange = (event: ChangeEvent<ControlElement>) => onValue(event.target.value)
  return (
    <Field id={id} label={label}>
      {(control) => <Control {...control} className={CONTROL_CLASS[as]} {...rest} value={value} onChange={onChange} />}
    </Field>
  )
}

export function ValueInput(props: ValueProps & Rest<InputHTMLAttributes<HTMLInputElement>>) {
  return <ValueField as="input" {...props} />
}

export function ValueTextArea(props: ValueProps & Rest<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <ValueField as="textarea" {...props} />
}

/** `children` are the select's options. */
export function ValueSelect(
  props: ValueProps & Rest<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode },
) {
  return <ValueField as="select" {...props} />
}
