import { useState, type FormEvent } from 'react'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { ValueInput, ValueSelect } from '../../kit/forms/field'
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
      <ValueInput id="filter-from" label="Du" type="date" value={from} max={to || undefined} onValue={setFrom} />
      <ValueInput id="filter-to" label="Au" type="date" value={to} min={from || undefined} onValue={setTo} />
      <div className={forms.row}>
        <SubmitButton>Filtrer</SubmitButton>
        <button type="button" className={forms.secondary} onClick={reset}>
          Réinitialiser
        </button>
      </div>
    </form>
  )
}
