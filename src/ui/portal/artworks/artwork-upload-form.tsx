import { type FormEvent, useId, useRef, useState } from 'react'
import { ARTWORK_ACCEPT, ARTWORK_MESSAGES } from '../../../domain/artwork-files'
import forms from '../../kit/forms/forms.module.css'
import { ARTWORK_FIELD_LABEL, chosenArtworkCheck } from './artwork-display'
import styles from './artworks.module.css'

/**
 * Sends one file to the library. A file the browser can already refuse (type, size, empty) is refused here
 * with the server's own sentence and never sent; `send` answers the refusal to show, or null once stored.
 */
export function ArtworkUploadForm({ send }: { send: (file: File) => Promise<string | null> }) {
  const id = useId()
  const errorId = `${id}-error`
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const file = input.current?.files?.[0]
    const checked =
      file === undefined ? { kind: 'refused', message: ARTWORK_MESSAGES.missing } : chosenArtworkCheck(file)
    if (file === undefined || checked.kind === 'refused') {
      setError('message' in checked ? checked.message : ARTWORK_MESSAGES.missing)
      input.current?.focus()
      return
    }
    setError(null)
    setSending(true)
    const refusal = await send(file)
    setSending(false)
    setError(refusal)
    if (refusal === null) form.reset()
    // The button was disabled while sending: the focus goes back to the field, never to <body>.
    input.current?.focus()
  }

  return (
    <form className={styles.upload} onSubmit={(event) => void submit(event)} aria-busy={sending} noValidate>
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          {ARTWORK_FIELD_LABEL}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name="file"
          accept={ARTWORK_ACCEPT}
          className={`${forms.input} ${forms.file}`}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : errorId}
          onChange={() => setError(null)}
        />
        {error === null ? null : (
          <p id={errorId} className={forms.inlineError}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={forms.button} disabled={sending} aria-busy={sending}>
        {sending ? 'Envoi en cours…' : 'Envoyer le fichier'}
      </button>
    </form>
  )
}
