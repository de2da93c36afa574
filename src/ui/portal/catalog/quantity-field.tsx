import { useId } from 'react'
import type { ProductOption } from '../../../application/portal/ports/portal-data'
import { checkQuantity, nearestValidQuantity, quantityMessage, type QuantityRule } from '../../../domain/quantity-rules'
import forms from '../../kit/forms/forms.module.css'

export function ruleOf(option: ProductOption): QuantityRule {
  return { minimum: option.minimumQuantity, multiple: option.packMultiple }
}

/** The smallest quantity the option accepts: the sensible default of a quantity field. */
export function firstValidQuantity(option: ProductOption): number {
  return nearestValidQuantity(0, ruleOf(option))
}

/** The typed text as the integer the rule judges; anything else is judged "not positive". */
export function typedQuantity(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/** The domain's message for the typed quantity, or null when the option accepts it. */
export function quantityProblem(text: string, option: ProductOption): string | null {
  return quantityMessage(checkQuantity(typedQuantity(text), ruleOf(option)))
}

type QuantityFieldProps = {
  readonly option: ProductOption
  readonly value: string
  readonly onChange: (value: string) => void
  readonly label?: string
  /** Shown as hidden text after the label, so that each field of a list has a distinct name. */
  readonly context?: string
  /** The id of the form the input belongs to, when it sits outside it (a table cell). */
  readonly form?: string
}

/** A quantity input that states the option's rule and says at once when the typed value breaks it. */
export function QuantityField({ option, value, onChange, label = 'Quantité', context, form }: QuantityFieldProps) {
  const id = useId()
  const problem = quantityProblem(value, option)
  const rule =
    option.packMultiple > 1
      ? `Minimum ${option.minimumQuantity}, par multiples de ${option.packMultiple}.`
      : `Minimum ${option.minimumQuantity}.`
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        form={form}
        // In a list every field reads "Quantité": the product and option tell them apart.
        aria-label={context === undefined ? undefined : `${label} : ${context}`}
        className={`${forms.input} ${forms.quantity}`}
        type="number"
        inputMode="numeric"
        min={firstValidQuantity(option)}
        step={Math.max(1, option.packMultiple)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-rule ${id}-problem`}
      />
      <p id={`${id}-rule`} className={forms.hint}>
        {rule}
      </p>
      <p id={`${id}-problem`} className={forms.inlineError} aria-live="polite">
        {problem}
      </p>
    </div>
  )
}
