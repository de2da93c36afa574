import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { BackofficeProofGateway } from '../../../application/backoffice/ports/proof-gateway'
import type { ProofLineWire } from '../../../contract/portal/proofs'
import { ARTWORK_MESSAGES, MAX_PROOF_BYTES } from '../../../domain/artwork-files'
import { nextProofVersion, proofNote } from '../../../domain/proof-approval'
import { failureText } from '../../kit/backoffice/kit-failures'
import { FormAlert } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { notifier } from '../../kit/notifications/notifier'
import { backofficeProofKeys } from './proofs.queries'
import styles from './proofs.module.css'

// "Envoyer un BAT" (docs/decisions/076-proof-approval.md, "Rounds"): a PDF and an optional note for the
// customer. The server reads the file's bytes and decides; the form only spares a useless upload.
// The button is never disabled while sending (aria-disabled): a disabled button would drop the focus.

type Errors = { file: string | null; note: string | null; form: string | null }
const NO_ERRORS: Errors = { file: null, note: null, form: null }

function chosenFileRefusal(file: File | undefined): string | null {
  if (file === undefined) return ARTWORK_MESSAGES.missing
  if (file.size === 0) return ARTWORK_MESSAGES.empty
  return file.size > MAX_PROOF_BYTES ? ARTWORK_MESSAGES.proofTooLarge : null
}

export function ProofSendForm({ line }: { line: ProofLineWire }) {
  const id = useId()
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const fileInput = useRef<HTMLInputElement>(null)
  const noteInput = useRef<HTMLTextAreaElement>(null)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>(NO_ERRORS)
  const version = nextProofVersion(line.rounds.map((round) => round.version))

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const formElement = event.currentTarget
    const file = fileInput.current?.files?.[0]
    const fileRefusal = chosenFileRefusal(file)
    const note = proofNote(noteInput.current?.value ?? '')
    const noteRefusal = note.kind === 'refused' ? note.message : null
    setErrors({ file: fileRefusal, note: noteRefusal, form: null })
    if (fileRefusal !== null || file === undefined) return fileInput.current?.focus()
    if (noteRefusal !== null) return noteInput.current?.focus()
    setBusy(true)
    try {
      const round = { file, note: noteInput.current?.value ?? '' }
      await runUseCase(BackofficeProofGateway.use((proofs) => proofs.send(line.order_id, line.line_id, round)))
      notifier.success(`BAT V${version} envoyé`)
      formElement.reset()
      await queryClient.invalidateQueries({ queryKey: backofficeProofKeys.all })
    } catch (thrown) {
      setErrors({ ...NO_ERRORS, form: failureText(thrown, 'Le BAT n’a pas pu être envoyé.') })
    } finally {
      setBusy(false)
    }
  }

  const fileDescribedBy = [`${id}-aide`, errors.file === null ? '' : `${id}-fichier-erreur`].join(' ').trim()
  return (
    <form className={styles.sendForm} onSubmit={send} aria-labelledby={`${id}-titre`} noValidate>
      <h4 id={`${id}-titre`} className={styles.formTitle}>
        Envoyer un BAT
      </h4>
      {errors.form === null ? null : <FormAlert>{errors.form}</FormAlert>}
      <div className={forms.field}>
        <label htmlFor={`${id}-fichier`}>BAT (PDF, 25 Mo au plus)</label>
        <input
          ref={fileInput}
          id={`${id}-fichier`}
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          className={forms.file}
          aria-invalid={errors.file !== null}
          aria-describedby={fileDescribedBy}
        />
        <p id={`${id}-aide`} className={forms.hint}>
          Le client reçoit ce BAT et le valide ou demande une modification.
        </p>
        {errors.file === null ? null : (
          <p id={`${id}-fichier-erreur`} className={forms.inlineError}>
            {errors.file}
          </p>
        )}
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-note`}>Note pour le client</label>
        <textarea
          ref={noteInput}
          id={`${id}-note`}
          name="note"
          rows={3}
          className={forms.textarea}
          aria-invalid={errors.note !== null}
          aria-describedby={errors.note === null ? undefined : `${id}-note-erreur`}
        />
        {errors.note === null ? null : (
          <p id={`${id}-note-erreur`} className={forms.inlineError}>
            {errors.note}
          </p>
        )}
      </div>
      <button type="submit" className={forms.button} aria-disabled={busy} aria-busy={busy}>
        {busy ? 'Envoi en cours…' : `Envoyer le BAT V${version}`}
      </button>
    </form>
  )
}
