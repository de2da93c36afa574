import { type FormEvent, useId, useState } from 'react'
import { chosenFileCheck, type FileRule } from '../../../domain/media-limits'
import forms from '../forms/forms.module.css'
import { notifier } from '../notifications/notifier'
import { FormAlert } from '../forms/form-messages'
import { failureText, fieldErrorsOf } from './kit-failures'
import styles from './resource-form.module.css'

/*
 * Back-office kit: an image sent on its own (a brand's logo, a product's image), after the record
 * exists. The server checks type and size and answers the saved record.
 *
 *   <FileUploadField label="Logo" currentUrl={brand.logo_url} accept="image/png,image/jpeg,image/webp"
 *     rule={{ types: ['image/png', ...], maxBytes: 2 * 1024 * 1024, typeMessage, sizeMessage }}
 *     upload={(file) => runUseCase(BackofficeGateway.use((gateway) =>
 *       gateway.upload(BRANDS, brand.id, { path: 'logo', field: 'file', file })))}
 *     successMessage="Logo enregistré" onUploaded={() => queryClient.invalidateQueries(...)} />
 *
 * With a `rule`, a file too heavy or of a refused type is told at once, when chosen, and never sent.
 * What the server says of the file (its 422 `fields.file`) shows at the field; other refusals above it.
 */

type UploadProps = {
  readonly label: string
  readonly currentUrl: string | null
  readonly accept: string
  readonly hint?: string
  /** Checked in the browser before sending (src/domain/media-limits.ts); the server checks anyway. */
  readonly rule?: FileRule
  readonly upload: (file: File) => Promise<unknown>
  readonly successMessage: string
  readonly onUploaded?: () => void | Promise<void>
}

export function FileUploadField(props: UploadProps) {
  const { label, currentUrl, accept, hint, rule, upload, successMessage, onUploaded } = props
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const refusalOf = (file: File) => {
    const checked = rule === undefined ? null : chosenFileCheck(file, rule)
    return checked?.kind === 'refused' ? checked.message : null
  }
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    // React clears currentTarget once the handler returns: keep the form for after the upload.
    const formElement = event.currentTarget
    // Read from the control rather than FormData: the file input's own list is what was chosen.
    const input = formElement.elements.namedItem('file')
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
    setError(null)
    if (file === undefined || file.size === 0) {
      setFileError('Choisissez un fichier à envoyer.')
      return
    }
    const refusal = refusalOf(file)
    setFileError(refusal)
    if (refusal !== null) return
    setBusy(true)
    try {
      await upload(file)
      notifier.success(successMessage)
      formElement.reset()
      await onUploaded?.()
    } catch (thrown) {
      const atField = fieldErrorsOf(thrown)?.['file']
      if (atField === undefined) setError(failureText(thrown, 'Impossible d’envoyer le fichier'))
      else setFileError(atField)
    } finally {
      setBusy(false)
    }
  }
  const describedBy = [hint === undefined ? '' : `${id}-aide`, fileError === null ? '' : `${id}-erreur`]
  return (
    <form className={styles.form} onSubmit={send} aria-label={label} noValidate>
      {currentUrl === null ? null : <img src={currentUrl} alt={`${label} actuel`} width={160} />}
      {error === null ? null : <FormAlert>{error}</FormAlert>}
      <div className={forms.field}>
        <label htmlFor={id}>{label}</label>
        {hint === undefined ? null : (
          <p id={`${id}-aide`} className={forms.hint}>
            {hint}
          </p>
        )}
        {fileError === null ? null : (
          <p id={`${id}-erreur`} className={forms.inlineError} role="alert">
            {fileError}
          </p>
        )}
        <input
          id={id}
          name="file"
          type="file"
          accept={accept}
          className={forms.file}
          aria-invalid={fileError === null ? undefined : true}
          aria-describedby={describedBy.join(' ').trim() || undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            setFileError(file === undefined ? null : refusalOf(file))
          }}
        />
      </div>
      <div className={styles.formActions}>
        {/* aria-disabled, not disabled: the button keeps the focus while the file travels. */}
        <button type="submit" className={forms.secondary} aria-disabled={busy} aria-busy={busy}>
          Envoyer
        </button>
      </div>
    </form>
  )
}
