import { AlertDialog } from 'radix-ui'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { REASON_MAX_LENGTH } from '../../../domain/order-mails'
import { checkReason } from '../../../domain/refusal-reason'
import dialog from '../../kit/confirm-dialog/confirm-dialog.module.css'
import { Field } from '../../kit/forms/field'
import forms from '../../kit/forms/forms.module.css'

type Props = {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: string
  readonly description: string
  readonly confirmLabel: string
  /** Called with the checked reason (trimmed, within the domain's bounds). */
  readonly onConfirm: (reason: string) => void
  /** The button that opens it, when there is one: Radix gives it focus back on closing. */
  readonly trigger?: ReactNode
  /** Where focus goes on closing when the opener is gone or disabled by then (the row's own control). */
  readonly returnFocus?: () => void
}

/**
 * Asks the head office why it refuses (a line or the order): the shop reads this reason in its order and
 * its mail, so the domain's checkReason holds it here as on the server (decision 074).
 */
export function ReasonDialog(props: Props) {
  const { open, onOpenChange, title, description, confirmLabel, onConfirm, trigger, returnFocus } = props
  const id = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const length = [...reason.trim()].length

  function change(next: boolean) {
    if (!next) {
      setReason('')
      setError(null)
    }
    onOpenChange(next)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkReason(true, reason)
    if (checked.kind === 'refused' || checked.reason === null) {
      setError(checked.kind === 'refused' ? checked.message : null)
      field.current?.focus()
      return
    }
    onConfirm(checked.reason)
    change(false)
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      {trigger === undefined ? null : <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content
          className={dialog.content}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            field.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus === undefined) return
            event.preventDefault()
            returnFocus()
          }}
        >
          <AlertDialog.Title className={dialog.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialog.description}>{description}</AlertDialog.Description>
          <form onSubmit={submit} noValidate>
            <Field
              id={`${id}-motif`}
              label="Motif du refus"
              required
              error={error}
              hint={
                <span data-over={length > REASON_MAX_LENGTH || undefined}>
                  {`${length} / ${REASON_MAX_LENGTH} caractères`}
                </span>
              }
            >
              {(control) => (
                <textarea
                  {...control}
                  ref={field}
                  className={forms.textarea}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value)
                    if (error !== null) setError(null)
                  }}
                />
              )}
            </Field>
            <div className={dialog.actions}>
              <AlertDialog.Cancel asChild>
                <button type="button" className={forms.secondary}>
                  Annuler
                </button>
              </AlertDialog.Cancel>
              <button type="submit" className={forms.danger}>
                {confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
