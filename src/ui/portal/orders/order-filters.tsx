import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { Field, ValueSelect } from '../../kit/forms/field'
import { calendarDay, oneOf, positiveInteger } from '../../app/router/search-params'
import styles from './orders.module.css'

export type OrderFilterValues = {
  readonly statut?: OrderStatus
  readonly magasin?: number
  readonly du?: string
  readonly au?: string
}

type Props = {
  readonly values: OrderFilterValues
  readonly onApply: (values: OrderFilterValues) => void
  /** My orders filter by status; the validator's list by the shop that ordered. */
  readonly by:
    | { readonly kind: 'status' }
    | { readonly kind: 'shop'; readonly shops: ReadonlyArray<{ id: number; name: string }> }
}

/** Said at "Du" when it comes after "Au": the list would be empty for a reason nobody sees. */
export const DATE_ORDER_MESSAGE = 'La date « Du » doit précéder la date « Au » (ou lui être égale).'

export function OrderFilters({ values, onApply, by }: Props) {
  const [status, setStatus] = useState<string>(values.statut ?? '')
  const [shop, setShop] = useState<string>(values.magasin === undefined ? '' : String(values.magasin))
  const [from, setFrom] = useState(values.du ?? '')
  const [to, setTo] = useState(values.au ?? '')
  const [dateError, setDateError] = useState<string | null>(null)
  const fromField = useRef<HTMLInputElement>(null)

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const du = calendarDay(from)
    const au = calendarDay(to)
    // Calendar days (YYYY-MM-DD) compare as text. Nothing is queried until the range makes sense.
    if (du !== undefined && au !== undefined && du > au) {
      flushSync(() => setDateError(DATE_ORDER_MESSAGE))
      fromField.current?.focus()
      return
    }
    setDateError(null)
    onApply({
      statut: oneOf(status, ORDER_STATUSES),
      magasin: positiveInteger(shop),
      du,
      au,
    })
  }

  function reset() {
    setStatus('')
    setShop('')
    setFrom('')
    setTo('')
    setDateError(null)
    onApply({})
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label="Filtrer les commandes" noValidate>
      {by.kind === 'status' ? (
        <ValueSelect id="filter-status" label="Statut" value={status} onValue={setStatus}>
          <option value="">Tous les statuts</option>
          {ORDER_STATUSES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {ORDER_STATUS_LABELS[candidate]}
            </option>
          ))}
        </ValueSelect>
      ) : (
        <ValueSelect id="filter-shop" label="Magasin" value={shop} onValue={setShop}>
          <option value="">Tous les magasins</option>
          {by.shops.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </ValueSelect>
      )}
      <Field id="filter-from" label="Du" error={dateError}>
        {(control) => (
          <input
            {...control}
            ref={fromField}
            type="date"
            className={forms.input}
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        )}
      </Field>
      <Field id="filter-to" label="Au">
        {(control) => (
          <input
            {...control}
            type="date"
            className={forms.input}
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        )}
      </Field>
      <div className={forms.row}>
        <SubmitButton>Filtrer</SubmitButton>
        <button type="button" className={forms.secondary} onClick={reset}>
          Réinitialiser
        </button>
      </div>
    </form>
  )
}
