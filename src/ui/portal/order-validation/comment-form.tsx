import { type FormEvent, useRef, useState } from 'react'
import { REASON_MAX_LENGTH } from '../../../domain/order-mails'
import { checkComment } from '../../../domain/refusal-reason'
import { Field } from '../../kit/forms/field'
import forms from '../../kit/forms/forms.module.css'
import orders from '../orders/orders.module.css'
import type { ValidationActions } from './use-validation-actions'
import styles from './validation.module.css'

/** The head office's comment to the shop: a history entry the shop reads in its order (decision 074). */
export function CommentForm({ actions }: { actions: ValidationActions }) {
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const length = [...comment.trim()].length

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The domain's rule, in the server's words, beside the field rather than after a round trip.
    const checked = checkComment(comment)
    if (checked.kind === 'refused') {
      setError(checked.message)
      field.current?.focus()
      return
    }
    actions.comment(checked.reason ?? '', () => setComment(''))
  }

  return (
    <section className={styles.decision} aria-labelledby="comment-title">
      <h2 id="comment-title" className={orders.sectionTitle}>
        Commentaire pour le magasin
      </h2>
      <form onSubmit={submit} noValidate className={styles.commentForm}>
        <Field
          id="validation-comment"
          label="Commentaire pour le magasin"
          required
          error={error}
          hint={`${length} / ${REASON_MAX_LENGTH} caractères`}
        >
          {(control) => (
            <textarea
              {...control}
              ref={field}
              className={forms.textarea}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value)
                if (error !== null) setError(null)
              }}
            />
          )}
        </Field>
        <div className={forms.row}>
          <button type="submit" className={forms.button} disabled={actions.busy}>
            Ajouter le commentaire
          </button>
        </div>
      </form>
    </section>
  )
}
