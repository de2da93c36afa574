import { useState, type FormEvent } from 'react'
import type { OrderLine } from '../../../application/portal/ports/order-gateway'
import { LINE_STATUS_LABELS, LINE_STATUSES, type LineStatus } from '../../../domain/order-status'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import table from '../../kit/data-table/data-table.module.css'
import forms from '../../kit/forms/forms.module.css'
import { QuantityField, typedQuantity } from '../catalog/quantity-field'
import { oneOf } from '../../app/router/search-params'
import type { LineEdit } from './use-validation-actions'
import styles from './validation.module.css'
import { formatEuros } from '../../../domain/money'
import { LineTotal } from '../orders/order-lines-table'

type Props = {
  readonly line: OrderLine
  readonly busy: boolean
  readonly onModify: (edit: LineEdit) => void
  readonly onDetach: (lineId: number) => void
}

/** One line under validation: quantity and status are sent together, only what changed. */
export function ValidationLineRow({ line, busy, onModify, onDetach }: Props) {
  const [quantity, setQuantity] = useState(String(line.quantity))
  const [status, setStatus] = useState<LineStatus>(line.status)
  const formId = `validation-line-${line.id}`
  const context = `${line.product.name}, ${line.option.label}`
  const quantityChanged = quantity !== String(line.quantity)
  const statusChanged = status !== line.status

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onModify({
      line,
      ...(quantityChanged ? { quantity: typedQuantity(quantity) } : {}),
      ...(statusChanged ? { status } : {}),
    })
  }

  return (
    <tr>
      {/* The cells name themselves (data-label): on a phone each line is a card (validation.module.css). */}
      <th scope="row">
        {line.product.name}
        <br />
        <small>Réf. {line.product.reference}</small>
      </th>
      <td data-label="Option">{line.option.label}</td>
      <td data-label="Prix unitaire HT" className={table.numeric}>
        {formatEuros(line.unitPriceCents)}
      </td>
      <td data-label="Quantité" className={styles.editCell}>
        <QuantityField option={line.option} value={quantity} onChange={setQuantity} context={context} form={formId} />
      </td>
      <td data-label="Statut" className={styles.editCell}>
        <select
          id={`${formId}-status`}
          aria-label={`Statut : ${context}`}
          form={formId}
          className={forms.select}
          value={status}
          onChange={(event) => setStatus(oneOf(event.target.value, LINE_STATUSES) ?? line.status)}
        >
          {LINE_STATUSES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {LINE_STATUS_LABELS[candidate]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Total HT" className={table.numeric}>
        <LineTotal line={line} />
      </td>
      <td className={styles.actionsCell}>
        <form id={formId} onSubmit={submit} noValidate className={styles.lineActions}>
          <button
            type="submit"
            className={forms.button}
            disabled={busy || (!quantityChanged && !statusChanged)}
            aria-label={`Enregistrer : ${context}`}
          >
            Enregistrer
          </button>
          <ConfirmDialog
            trigger={
              <button type="button" className={forms.danger} disabled={busy} aria-label={`Retirer : ${context}`}>
                Retirer
              </button>
            }
            title="Retirer ce produit de la commande ?"
            description={
              `${context} sera retiré de la commande. ` + 'Pour le conserver sans le commander, refusez-le plutôt.'
            }
            confirmLabel="Oui, retirer le produit"
            onConfirm={() => onDetach(line.id)}
          />
        </form>
      </td>
    </tr>
  )
}
