import { useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { type FormEvent, useState } from 'react'
import { BackofficeOrderGateway } from '../../../application/backoffice/ports/order-gateway'
import { failureOf } from '../../../application/use-case-failure'
import { ADMIN_ORDERS, type BackofficeOrderDetailWire } from '../../../contract/backoffice/orders'
import { ORDER_ADMIN_MESSAGES, ORDER_SCREEN_MESSAGES } from '../../../domain/messages/backoffice-messages'
import type { MoveTarget } from '../../../domain/order-moves'
import { ORDER_STATUS_LABELS } from '../../../domain/order-status'
import { fieldErrorsOf, notifyFailure } from '../../kit/backoffice/kit-failures'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import dialogs from '../../kit/confirm-dialog/confirm-dialog.module.css'
import { Field } from '../../kit/forms/field'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { notifier } from '../../kit/notifications/notifier'
import { backofficeKeys } from '../../kit/backoffice/resource.queries'
import { backofficeOrderKey } from './orders.queries'
import styles from './orders.module.css'

// The status moves the server allows from the order's current status (its `allowed_moves`), each
// confirmed first; a cancellation asks for its reason. Every move names the status on screen
// (`from`), so a move made from a stale page is refused (409) instead of surprising anyone.

type Order = BackofficeOrderDetailWire
type Move = { readonly status: MoveTarget; readonly reason?: string | null }

const MOVE_LABELS: Record<Exclude<MoveTarget, 'cancelled'>, string> = {
  in_production: 'Passer en fabrication',
  shipped: 'Marquer expédiée',
  delivered: 'Marquer livrée',
}

function useMove(order: Order) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  return async (move: Move): Promise<void> => {
    try {
      const moved = await runUseCase(
        BackofficeOrderGateway.use((orders) => orders.move(order.id, { ...move, from: order.status })),
      )
      queryClient.setQueryData(backofficeOrderKey(order.id), moved)
      notifier.success(ORDER_SCREEN_MESSAGES.moved(ORDER_STATUS_LABELS[moved.status]))
    } finally {
      // Moved or refused (another administrator moved it first): the page and the list show the truth.
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(ADMIN_ORDERS) })
    }
  }
}

export function OrderMoves({ order }: { order: Order }) {
  const move = useMove(order)
  const [busy, setBusy] = useState(false)
  async function forward(status: MoveTarget) {
    setBusy(true)
    try {
      await move({ status })
    } catch (thrown) {
      notifyFailure(thrown, ORDER_ADMIN_MESSAGES.moveFailed)
    } finally {
      setBusy(false)
    }
  }
  if (order.allowed_moves.length === 0) return null
  return (
    <section aria-labelledby="commande-statut" className={`${styles.block} ${styles.noPrint}`}>
      <h2 id="commande-statut" className={styles.sectionTitle}>
        Changer le statut
      </h2>
      <div className={styles.moves}>
        {order.allowed_moves.map((status) =>
          status === 'cancelled' ? (
            <CancelOrderDialog key={status} order={order} move={move} />
          ) : (
            <ConfirmDialog
              key={status}
              trigger={
                <button type="button" className={forms.button} disabled={busy} aria-busy={busy}>
                  {MOVE_LABELS[status]}
                </button>
              }
              title={`Passer la commande ${order.number} au statut « ${ORDER_STATUS_LABELS[status]} » ?`}
              description={`Le magasin ${order.shop.name} en sera informé par e-mail.`}
              confirmLabel={MOVE_LABELS[status]}
              onConfirm={() => void forward(status)}
            />
          ),
        )}
      </div>
    </section>
  )
}

const REASON_ID = 'motif-annulation'

function CancelOrderDialog({ order, move }: { order: Order; move: (move: Move) => Promise<void> }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function openChange(next: boolean) {
    setOpen(next)
    if (!next) {
      setReason('')
      setError(null)
    }
  }

  // The reason is judged by the server (the contract's OrderMoveBody): its 422 comes back under the field.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    try {
      await move({ status: 'cancelled', reason: reason.trim() === '' ? null : reason })
      openChange(false)
    } catch (thrown) {
      const fields = fieldErrorsOf(thrown)
      if (fields?.reason !== undefined) setError(fields.reason)
      else {
        notifyFailure(thrown, ORDER_ADMIN_MESSAGES.moveFailed)
        if (failureOf(thrown)?._tag === 'Rejected') openChange(false)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={forms.danger}>
          Annuler la commande
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogs.overlay} />
        <Dialog.Content className={dialogs.content}>
          <Dialog.Title className={dialogs.title}>Annuler la commande {order.number} ?</Dialog.Title>
          <Dialog.Description className={dialogs.description}>
            Le magasin {order.shop.name} recevra le motif par e-mail. Une commande annulée ne peut plus changer de
            statut.
          </Dialog.Description>
          {/* noValidate: the server's message, under the field, says what is missing. */}
          <form className={styles.dialogForm} onSubmit={submit} noValidate>
            <Field id={REASON_ID} label="Motif de l’annulation" required sayRequirement error={error}>
              {(control) => (
                <textarea
                  {...control}
                  className={forms.textarea}
                  rows={4}
                  value={reason}
                  onChange={(change) => setReason(change.target.value)}
                />
              )}
            </Field>
            <div className={dialogs.actions}>
              <Dialog.Close asChild>
                <button type="button" className={forms.secondary}>
                  Garder la commande
                </button>
              </Dialog.Close>
              <button type="submit" className={forms.danger} disabled={busy} aria-busy={busy}>
                Confirmer l’annulation
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
