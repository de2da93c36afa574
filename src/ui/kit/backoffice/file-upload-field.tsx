import { type FormEvent, useId, useState } from 'react'
import forms from '../forms/forms.module.css'
import { notifier } from '../notifications/notifier'
import { FormAlert } from '../forms/form-messages'
import { failureText } from './kit-failures'
import styles from './resource-form.module.css'

/*
 * Back-office kit: an image sent on its own (a brand's logo, a product's image), after the record
 * exists. The server checks type and size and answers the saved record.
 *
 *   <FileUploadField label="Logo" currentUrl={brand.logo_url} accept="image/png,image/jpeg,image/webp"
 *     upload={(file) => runUseCase(BackofficeGateway.use((gateway) =>
 *       gateway.upload(BRANDS, brand.id, { path: 'logo', field: 'file', file })))}
 *     successMessage="Logo enregistré" onUploaded={() => queryClient.invalidateQueries(...)} />
 */

type UploadProps = {
  readonly label: string
  readonly currentUrl: string | null
  readonly accept: string
  readonly hint?: string
  readonly upload: (file: File) => Promise<unknown>
  readonly successMessage: string
  readonly onUploaded?: () => void | Promise<void>
}

export function FileUploadField({ label, currentUrl, accept, hint, upload, successMessage, onUploaded }: UploadProps) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // React clears currentTarget once the handler returns: keep the form for after the upload.
    const formElement = event.currentTarget
    const file = new FormData(formElement).get('file')
    if (!(file instanceof File) || file.size === 0) {
      setError('Choisissez un fichier à envoyer.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await upload(file)
      notifier.success(successMessage)
      formElement.reset()
      await onUploaded?.()
    } catch (thrown) {
      setError(failureText(thrown, 'Impossible d’envoyer le fichier'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={styles.form} onSubmit={send} aria-label={label}>
      {currentUrl === null ? null : <img src={currentUrl} alt={`${label} actuel`} width={160} />}
      {error === null ? null : <FormAlert>{error}</FormAlert>}
      <div className={forms.field}>
        <label htmlFor={id}>{label}</label>
        {hint === undefined ? null : <p className={forms.hint}>{hint}</p>}
        <input id={id} name="file" type="file" accept={accept} className={forms.file} />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={forms.secondary} disabled={busy} aria-busy={busy}>
          Envoyer
        </button>
      </div>
    </form>
  )
}
