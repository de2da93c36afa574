import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { MEDIA, type MediaKind } from '../../../contract/showcase-admin/media'
import forms from '../forms/forms.module.css'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { resourceRecordQuery } from './resource.queries'
import { mediaLabel, MediaPickerDialog } from './media-picker-dialog'
import styles from './media-picker.module.css'

/*
 * Back-office kit: a ResourceForm field that picks an image or a PDF from the showcase media library.
 * Screens describe it as data (./form-field.tsx):
 *
 *   { name: 'image_id', label: 'Image', kind: 'media', mediaKind: 'image' }
 *
 * Its value is text: the media id, or '' for none (the contracts read ids sent as text and '' as
 * "not set"). It shows the current choice (thumbnail and alt text, or the PDF's file name), opens the
 * library in a dialog (./media-picker-dialog.tsx, with an inline upload) and can remove the choice.
 */

const NONE_CHOSEN = { image: 'Aucune image choisie.', document: 'Aucun document choisi.', any: 'Aucun média choisi.' }

type MediaPickerFieldProps = {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly mediaKind?: MediaKind
  readonly required?: boolean
  readonly hint?: string
  readonly error: string | null
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
}

export function MediaPickerField(props: MediaPickerFieldProps) {
  const { id, label, value, mediaKind, required = false, hint, error, onChange, onBlur } = props
  const [open, setOpen] = useState(false)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const chosenId = /^\d+$/.test(value) ? Number(value) : null
  const hintId = hint === undefined ? undefined : `${id}-aide`
  const errorId = error === null ? undefined : `${id}-erreur`
  const describedBy = [hintId, errorId, `${id}-choix`].filter((part) => part !== undefined).join(' ')
  return (
    <fieldset className={styles.picker} aria-describedby={describedBy} aria-invalid={error === null ? undefined : true}>
      <legend>
        {label}
        <span className={required ? forms.required : forms.optional}>
          {required ? ' (obligatoire)' : ' (facultatif)'}
        </span>
      </legend>
      {hint === undefined ? null : (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      {error === null ? null : (
        <p id={errorId} className={forms.inlineError}>
          {error}
        </p>
      )}
      <div id={`${id}-choix`} className={styles.choice}>
        {chosenId === null ? <span>{NONE_CHOSEN[mediaKind ?? 'any']}</span> : null}
        {chosenId === null ? null : <CurrentChoice mediaId={chosenId} />}
      </div>
      <div className={styles.actions}>
        <button ref={chooseButton} id={id} type="button" className={forms.secondary} onClick={() => setOpen(true)}>
          Choisir dans la médiathèque
        </button>
        {chosenId === null ? null : (
          <button
            type="button"
            className={forms.secondary}
            aria-label={`Retirer : ${label}`}
            onClick={() => {
              onChange('')
              onBlur()
            }}
          >
            Retirer
          </button>
        )}
      </div>
      <MediaPickerDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) onBlur()
        }}
        kind={mediaKind}
        selectedId={chosenId}
        returnFocusTo={chooseButton}
        onChoose={(media) => {
          onChange(String(media.id))
          setOpen(false)
          onBlur()
        }}
      />
    </fieldset>
  )
}

function CurrentChoice({ mediaId }: { mediaId: number }) {
  const runUseCase = useRunUseCase()
  const media = useQuery({ ...resourceRecordQuery(runUseCase, MEDIA, mediaId), staleTime: 60_000 })
  if (media.isPending) return <span role="status">Chargement du média…</span>
  if (media.isError) return <span>Média n° {mediaId} (introuvable dans la médiathèque)</span>
  const chosen = media.data
  if (chosen.kind === 'document') {
    return (
      <span>
        Document choisi :{' '}
        <a href={chosen.url} target="_blank" rel="noreferrer">
          {chosen.original_name || mediaLabel(chosen)}
        </a>
      </span>
    )
  }
  return (
    <>
      {chosen.thumbnail_url === null ? null : <img src={chosen.thumbnail_url} alt="" />}
      <span>Image choisie : {mediaLabel(chosen)}</span>
    </>
  )
}
