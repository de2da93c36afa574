import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { ProofGateway } from '../../../application/portal/ports/proof-gateway'
import type { ProofLineWire } from '../../../contract/portal/proofs'
import { MAX_PROOF_COMMENT_LENGTH, PROOF_MESSAGES } from '../../../domain/proof-approval'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { proofsKey } from './proofs.queries'
import styles from './proofs.module.css'

const FAILED = 'La réponse au BAT n’a pas pu être enregistrée. Veuillez réessayer.'

/**
 * The approver's answer to the latest round (docs/decisions/076-proof-approval.md): approve after a
 * confirmation, or ask for a change with a required comment. After an answer, focus goes to the line's
 * status message, so it is never dropped to <body> when the buttons disappear.
 */
export function ProofAnswer({
  line,
  onAnswered,
}: {
  line: ProofLineWire
  onAnswered: (answered: ProofLineWire, message: string) => void
}) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notifyFailure = useFailureNotice()
  const commentId = useId()
  const errorId = useId()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [changing, setChanging] = useState(false)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const latest = line.rounds.at(-1)
  if (latest === undefined) return null
  const version = latest.version

  async function send(action: 'approve' | 'change') {
    setBusy(true)
    try {
      const answered = await runUseCase(
        ProofGateway.use((proofs) =>
          action === 'approve'
            ? proofs.approve(line.line_id, version)
            : proofs.requestChange(line.line_id, version, comment.trim()),
        ),
      )
      // The list is read again when the shop pages or filters: refetched now, the answered line could leave
      // the "BAT envoyé" list under the focus that goes to its status message.
      await queryClient.invalidateQueries({ queryKey: proofsKey, refetchType: 'none' })
      onAnswered(
        answered,
        action === 'approve' ? `BAT V${version} validé.` : `Modification du BAT V${version} demandée.`,
      )
    } catch (thrown) {
      const message = notifyFailure(thrown, FAILED)
      if (message !== null && action === 'change') {
        setError(message)
        textarea.current?.focus()
      }
    } finally {
      setBusy(false)
    }
  }

  function submitChange(event: React.FormEvent) {
    event.preventDefault()
    if (comment.trim() === '') {
      setError(PROOF_MESSAGES.commentRequired)
      textarea.current?.focus()
      return
    }
    setError(null)
    void send('change')
  }

  return (
    <div className={styles.answer}>
      <div className={forms.row}>
        <ConfirmDialog
          trigger={
            <button type="button" className={forms.button} disabled={busy}>
              Valider le BAT
            </button>
          }
          title={`Valider le BAT V${version} ?`}
          description={
            `Le BAT V${version} de la commande ${line.order_number} sera validé : ` +
            'il ne pourra plus changer, et la fabrication pourra commencer.'
          }
          confirmLabel="Oui, valider le BAT"
          onConfirm={() => void send('approve')}
        />
        <button
          type="button"
          className={forms.secondary}
          aria-expanded={changing}
          disabled={busy}
          onClick={() => {
            setChanging(!changing)
            setError(null)
          }}
        >
          Demander une modification
        </button>
      </div>
      {changing ? (
        <form className={styles.changeForm} onSubmit={submitChange} noValidate>
          <div className={forms.field}>
            <label htmlFor={commentId}>Modification demandée</label>
            <textarea
              id={commentId}
              ref={textarea}
              className={forms.textarea}
              value={comment}
              required
              maxLength={MAX_PROOF_COMMENT_LENGTH}
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : errorId}
              onChange={(event) => setComment(event.target.value)}
            />
            {error === null ? null : (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </div>
          <button type="submit" className={forms.button} disabled={busy} aria-busy={busy}>
            Envoyer la demande
          </button>
        </form>
      ) : null}
    </div>
  )
}
