import { useRef, useState, type FormEvent } from 'react'
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
import { ReasonDialog } from './reason-dialog'

type Props = {
  readonly line: OrderLine
  readonly busy: boolean
  readonly onModify: (edit: LineEdit) => void
  readonly onDetach: (lineId: number) => void
}

/**
 * One line under validation: quantity and status are sent together, only what changed; a refusal asks its
 * reason first (decision 074). The row stays mounted across saves (keyed by line), so that focus has a
 * place to come back to; it starts again from the server's values when they change.
 */
export function ValidationLineRow({ line, busy, onModify, onDetach }: Props) {
  const [quantity, setQuantity] = useState(String(line.quantity))
  const [status, setStatus] = useState<LineStatus>(line.status)
  const [saved, setSaved] = useState({ quantity: line.quantity, status: line.status })
  const [asking, setAsking] = useState(false)
  const saveButton = useRef<HTMLButtonElement>(null)
  const statusField = useRef<HTMLSelectElement>(null)
  const confirmed = useRef(false)
  if (saved.quantity !== line.quantity || saved.status !== line.status) {
    setSaved({ quantity: line.quantity, status: line.status })
    setQuantity(String(line.quantity))
    setStatus(line.status)
  }
  const formId = `validation-line-${line.id}`
  const context = `${line.product.name}, ${line.option.label}`
  const quantityChanged = quantity !== String(line.quantity)
  const statusChanged = status !== line.status

  function modify(reason?: string) {
    onModify({
      line,
      ...(quantityChanged ? { quantity: typedQuantity(quantity) } : {}),
      ...(statusChanged ? { status } : {}),
      ...(reason === undefined ? {} : { reason }),
    })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (statusChanged && status === 'refused') {
      confirmed.current = false
      setAsking(true)
    } else modify()
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
          ref={statusField}
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
            ref={saveButton}
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
        <ReasonDialog
          open={asking}
          onOpenChange={setAsking}
          title="Refuser ce produit ?"
          description={`${context} sera refusé. Le magasin lira ce motif dans sa commande.`}
          confirmLabel="Refuser le produit"
          onConfirm={(reason) => {
            confirmed.current = true
            modify(reason)
          }}
          // Cancelled: back to "Enregistrer". Confirmed: that button is disabled while saving, so the status.
          returnFocus={() => (confirmed.current ? statusField.current : saveButton.current)?.focus()}
        />
      </td>
    </tr>
  )
}
