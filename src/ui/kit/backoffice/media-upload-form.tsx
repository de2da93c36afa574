import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { MediaLibraryGateway } from '../../../application/showcase-admin/ports/media-library-gateway'
import { failureOf } from '../../../application/use-case-failure'
import { MEDIA, type MediaKind, type MediaWire } from '../../../contract/showcase-admin/media'
import { chosenFileCheck, MAX_MEDIA_DOCUMENT_BYTES, MAX_MEDIA_IMAGE_BYTES } from '../../../domain/media-limits'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { FormAlert } from '../forms/form-messages'
import forms from '../forms/forms.module.css'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { notifier } from '../notifications/notifier'
import { backofficeKeys } from './resource.queries'
import { failureText, fieldErrorsOf } from './kit-failures'
import styles from './media-picker.module.css'

/*
 * Back-office kit: adds a file to the showcase media library (a file and its alternative text), on
 * the media page and inside the media picker's dialog.
 *
 *   <MediaUploadForm kind="image" onUploaded={(media) => choose(media)} />
 *
 * A file too heavy for its kind, or of a type the library refuses, is told at the field when chosen and
 * never sent. The server sniffs the bytes and answers 415/413/422 in French; what it says of the file
 * shows at the file field, anything else above the fields. The button is busy while the file travels.
 * Its own submit never reaches a surrounding form (the picker's dialog is portalled, but React events
 * still bubble through the component tree).
 */

export const MEDIA_ACCEPT: Record<MediaKind | 'any', string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif,image/gif',
  document: 'application/pdf',
  any: 'image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf',
}

const IMAGE_TYPES = MEDIA_ACCEPT.image.split(',')

/** What the browser can tell of a chosen file before sending it (the server reads the bytes anyway). */
function refusalOf(file: File): string | null {
  const isImage = IMAGE_TYPES.includes(file.type)
  const checked = chosenFileCheck(file, {
    types: MEDIA_ACCEPT.any.split(','),
    maxBytes: isImage ? MAX_MEDIA_IMAGE_BYTES : MAX_MEDIA_DOCUMENT_BYTES,
    typeMessage: M.typeRefused,
    sizeMessage: isImage ? M.imageTooBig : M.documentTooBig,
  })
  return checked.kind === 'refused' ? checked.message : null
}

/** A refusal of the file itself (type, weight, unreadable) answered without per-field messages. */
const refusesTheFile = (thrown: unknown) => {
  const failure = failureOf(thrown)
  return failure?._tag === 'Rejected' && [413, 415, 422].includes(failure.status)
}

type MediaUploadFormProps = {
  /** Limits the file chooser (the server decides anyway); both kinds when absent. */
  readonly kind?: MediaKind
  readonly onUploaded?: (media: MediaWire) => void | Promise<void>
  readonly title?: string
  /** Its heading's level in the page's outline: 2 on a page of its own, 3 inside the picker's dialog. */
  readonly headingLevel?: 2 | 3
}

export function MediaUploadForm(props: MediaUploadFormProps) {
  const { kind, onUploaded, title = 'Ajouter à la médiathèque', headingLevel = 3 } = props
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const id = useId()
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({})
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    const formElement = event.currentTarget
    // Read from the controls rather than FormData: the file input's own list is what was chosen.
    const fileInput = formElement.elements.namedItem('file')
    const altInput = formElement.elements.namedItem('alt')
    const file = fileInput instanceof HTMLInputElement ? fileInput.files?.[0] : undefined
    const alt = altInput instanceof HTMLInputElement ? altInput.value : ''
    if (file === undefined || file.size === 0) {
      setFieldErrors({ file: M.fileRequired })
      return
    }
    const refusal = refusalOf(file)
    if (refusal !== null) {
      setError(null)
      setFieldErrors({ file: refusal })
      return
    }
    setBusy(true)
    setError(null)
    setFieldErrors({})
    try {
      const media = await runUseCase(
        MediaLibraryGateway.use((library) => library.upload({ file, fileName: file.name, alt })),
      )
      notifier.success(M.uploaded)
      formElement.reset()
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(MEDIA) })
      await onUploaded?.(media)
    } catch (thrown) {
      const fields = fieldErrorsOf(thrown)
      const message = failureText(thrown, M.uploadFailed)
      if (fields !== null) setFieldErrors(fields)
      else if (refusesTheFile(thrown)) setFieldErrors({ file: message })
      // The field's own message is enough: the form's general one would only hide it.
      setError(fields !== null || refusesTheFile(thrown) ? null : message)
    } finally {
      setBusy(false)
    }
  }
  const fileError = fieldErrors['file']
  const altError = fieldErrors['alt']
  return (
    <form className={styles.upload} onSubmit={send} aria-label={title} aria-busy={busy} noValidate>
      <Heading className={styles.uploadTitle}>{title}</Heading>
      {error === null ? null : <FormAlert>{error}</FormAlert>}
      <div className={forms.field}>
        <label htmlFor={`${id}-fichier`}>Fichier</label>
        <p id={`${id}-fichier-aide`} className={forms.hint}>
          {kind === 'document' ? 'PDF, 25 Mo au plus.' : 'JPEG, PNG, WebP, AVIF ou GIF, 10 Mo au plus'}
          {kind === undefined ? ' ; ou un PDF, 25 Mo au plus.' : kind === 'image' ? '.' : ''}
        </p>
        {fileError === undefined ? null : (
          <p id={`${id}-fichier-erreur`} className={forms.inlineError} role="alert">
            {fileError}
          </p>
        )}
        <input
          id={`${id}-fichier`}
          name="file"
          type="file"
          accept={MEDIA_ACCEPT[kind ?? 'any']}
          className={forms.file}
          aria-invalid={fileError === undefined ? undefined : true}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0]
            const refusal = chosen === undefined ? null : refusalOf(chosen)
            setFieldErrors(({ file: _, ...others }) => (refusal === null ? others : { ...others, file: refusal }))
          }}
          aria-describedby={[`${id}-fichier-aide`, fileError === undefined ? '' : `${id}-fichier-erreur`]
            .join(' ')
            .trim()}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-alt`}>Texte alternatif{kind === 'document' ? ' (facultatif)' : ''}</label>
        <p id={`${id}-alt-aide`} className={forms.hint}>
          Ce que montre l’image, lu à qui ne la voit pas. Obligatoire pour une image.
        </p>
        {altError === undefined ? null : (
          <p id={`${id}-alt-erreur`} className={forms.inlineError}>
            {altError}
          </p>
        )}
        <input
          id={`${id}-alt`}
          name="alt"
          type="text"
          maxLength={250}
          className={forms.input}
          aria-invalid={altError === undefined ? undefined : true}
          aria-describedby={[`${id}-alt-aide`, altError === undefined ? '' : `${id}-alt-erreur`].join(' ').trim()}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={forms.secondary} disabled={busy} aria-busy={busy}>
          {busy ? 'Envoi en cours…' : 'Envoyer le fichier'}
        </button>
        {busy ? (
          <span role="status" aria-live="polite">
            Envoi du fichier en cours…
          </span>
        ) : null}
      </div>
    </form>
  )
}
