import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import forms from '../forms/forms.module.css'
import styles from './confirm-dialog.module.css'

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  readonly trigger: ReactNode
  readonly title: string
  readonly description: string
  readonly confirmLabel: string
  readonly onConfirm: () => void
}

/** Asks before an action that cannot be undone; focus is trapped and Escape cancels (Radix). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={forms.secondary}>
                Annuler
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={forms.danger} onClick={onConfirm}>
                {confirmLabel}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
