import { AlertDialog } from 'radix-ui'
import type { RefObject } from 'react'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import dialog from '../confirm-dialog/confirm-dialog.module.css'
import forms from '../forms/forms.module.css'

/** Back-office kit: "leave with unsaved changes?", shown while the router holds a navigation back. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onStay())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.content}>
          <AlertDialog.Title className={dialog.title}>Modifications non enregistrées</AlertDialog.Title>
          <AlertDialog.Description className={dialog.description}>
            {BACKOFFICE_MESSAGES.unsavedChanges}
          </AlertDialog.Description>
          <div className={dialog.actions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={forms.secondary} onClick={onStay}>
                Rester sur la page
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={forms.danger} onClick={onLeave}>
                Quitter sans enregistrer
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/**
 * Back-office kit: a save's consequence, asked before the form is sent (ResourceForm's `confirmSave`).
 * Cancelling or Escape keeps the typed values; focus goes back to the submit button (Radix).
 */
export function SaveConfirmDialog(props: {
  title: string
  description: string
  confirmLabel: string
  /** Where focus goes back once the dialog closes (the dialog has no trigger of its own). */
  returnFocus: RefObject<HTMLElement | null>
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content
          className={dialog.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            props.returnFocus.current?.focus()
          }}
        >
          <AlertDialog.Title className={dialog.title}>{props.title}</AlertDialog.Title>
          <AlertDialog.Description className={dialog.description}>{props.description}</AlertDialog.Description>
          <div className={dialog.actions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={forms.secondary}>
                Annuler
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={forms.button} onClick={props.onConfirm}>
                {props.confirmLabel}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
