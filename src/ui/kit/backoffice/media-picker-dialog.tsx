import { useQuery } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { type RefObject, useId, useState } from 'react'
import { MEDIA, type MediaKind, type MediaWire } from '../../../contract/showcase-admin/media'
import { EmptyState, ErrorState, LoadingState } from '../list-states/list-states'
import forms from '../forms/forms.module.css'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { resourceListQuery } from './resource.queries'
import { failureText } from './kit-failures'
import { MediaUploadForm } from './media-upload-form'
import styles from './media-picker.module.css'

/*
 * Back-office kit: the media picker's dialog (./media-picker-field.tsx opens it). Lists the showcase
 * media library filtered by kind, with a search box and paging, and an upload form whose new file is
 * chosen at once. Radix Dialog: labelled by its title, focus trapped inside, Escape closes and focus
 * returns to the button that opened it.
 */

const PAGE_SIZE = 12
const TITLES = { image: 'Choisir une image', document: 'Choisir un document', any: 'Choisir un média' } as const

type MediaPickerDialogProps = {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly kind?: MediaKind
  readonly selectedId: number | null
  readonly onChoose: (media: MediaWire) => void
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  readonly returnFocusTo?: RefObject<HTMLButtonElement | null>
}

export function MediaPickerDialog(props: MediaPickerDialogProps) {
  const { open, onOpenChange, kind, selectedId, onChoose, returnFocusTo } = props
  const title = TITLES[kind ?? 'any']
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Opened by a plain button (not a Dialog.Trigger): send focus back to it by hand.
            if (returnFocusTo?.current == null) return
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          {open ? <PickerBody kind={kind} selectedId={selectedId} onChoose={onChoose} /> : null}
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <button type="button" className={forms.secondary}>
                Fermer
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function PickerBody({ kind, selectedId, onChoose }: Pick<MediaPickerDialogProps, 'kind' | 'selectedId' | 'onChoose'>) {
  const searchId = useId()
  const runUseCase = useRunUseCase()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const params: Record<string, string> = {
    _start: String((page - 1) * PAGE_SIZE),
    _limit: String(PAGE_SIZE),
    _sort: 'created_at',
    _order: 'DESC',
    ...(q.trim() === '' ? {} : { q: q.trim() }),
    ...(kind === undefined ? {} : { kind }),
  }
  const list = useQuery(resourceListQuery(runUseCase, MEDIA, params))
  const total = list.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <>
      <div className={forms.field}>
        <label htmlFor={searchId}>Rechercher (texte alternatif ou nom du fichier)</label>
        <input
          id={searchId}
          type="search"
          className={forms.input}
          value={q}
          onChange={(event) => {
            setQ(event.target.value)
            setPage(1)
          }}
        />
      </div>
      {list.isPending ? (
        <LoadingState label="Chargement de la médiathèque…" />
      ) : list.isError ? (
        <ErrorState
          message="Impossible de charger la médiathèque"
          detail={failureText(list.error, '')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <EmptyState>Aucun média ne correspond. Ajoutez-en un ci-dessous.</EmptyState>
      ) : (
        <ul className={styles.grid} aria-label="Médias">
          {list.data.rows.map((media) => (
            <li key={media.id}>
              <button
                type="button"
                className={styles.item}
                aria-pressed={media.id === selectedId}
                onClick={() => onChoose(media)}
              >
                {media.thumbnail_url === null ? null : <img src={media.thumbnail_url} alt="" />}
                <span className={styles.caption}>{mediaLabel(media)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages de la médiathèque" className={styles.actions}>
        <button type="button" className={forms.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Page précédente
        </button>
        <span aria-live="polite">
          {total} média{total > 1 ? 's' : ''} — page {page} sur {pageCount}
        </span>
        <button
          type="button"
          className={forms.secondary}
          disabled={page >= pageCount}
          onClick={() => setPage(page + 1)}
        >
          Page suivante
        </button>
      </nav>
      <MediaUploadForm kind={kind} onUploaded={onChoose} />
    </>
  )
}

/** How a media is named to a person: its alternative text, else its file name. */
export function mediaLabel(media: Pick<MediaWire, 'alt' | 'original_name' | 'id'>): string {
  if (media.alt.trim() !== '') return media.alt
  if (media.original_name.trim() !== '') return media.original_name
  return `Média n° ${media.id}`
}
