import { useState, type FormEvent } from 'react'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status'
import { Field } from '../../kit/forms/field'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
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

export function OrderFilters({ values, onApply, by }: Props) {
  const [status, setStatus] = useState<string>(values.statut ?? '')
  const [shop, setShop] = useState<string>(values.magasin === undefined ? '' : String(values.magasin))
  const [from, setFrom] = useState(values.du ?? '')
  const [to, setTo] = useState(values.au ?? '')

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onApply({
      statut: oneOf(status, ORDER_STATUSES),
      magasin: positiveInteger(shop),
      du: calendarDay(from),
      au: calendarDay(to),
    })
  }

  function reset() {
    setStatus('')
    setShop('')
    setFrom('')
    setTo('')
    onApply({})
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label="Filtrer les commandes">
      {by.kind === 'status' ? (
        <Field id="filter-status" label="Statut">
          {(control) => (
            <select
              {...control}
              className={forms.select}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">Tous les statuts</option>
              {ORDER_STATUSES.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {ORDER_STATUS_LABELS[candidate]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <Field id="filter-shop" label="Magasin">
          {(control) => (
            <select
              {...control}
              className={forms.select}
              value={shop}
              onChange={(event) => setShop(event.target.value)}
            >
              <option value="">Tous les magasins</option>
              {by.shops.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field id="filter-from" label="Du">
        {(control) => (
          <input
            {...control}
            className={forms.input}
            type="date"
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
            className={forms.input}
            type="date"
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
