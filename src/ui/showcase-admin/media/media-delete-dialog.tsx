import { useQuery } from '@tanstack/react-query'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { MediaLibraryGateway } from '../../../application/showcase-admin/ports/media-library-gateway'
import type { MediaWire } from '../../../contract/showcase-admin/media'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { ErrorState, LoadingState } from '../../kit/list-states/list-states'
import dialog from '../../kit/confirm-dialog/confirm-dialog.module.css'
import forms from '../../kit/forms/forms.module.css'
import { failureText } from '../../kit/backoffice/kit-failures'
import { mediaLabel } from '../../kit/backoffice/media-picker-dialog'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'

// Deleting a media asks first and shows where it is used; a used media cannot be deleted (the server
// refuses it too), so the dialog then only lists the places to change.

type MediaDeleteDialogProps = { readonly media: MediaWire; readonly onDelete: () => void }

export function MediaDeleteDialog({ media, onDelete }: MediaDeleteDialogProps) {
  const [open, setOpen] = useState(false)
  const name = mediaLabel(media)
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={forms.danger} aria-label={`Supprimer ${name}`}>
          Supprimer
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.content}>
          <AlertDialog.Title className={dialog.title}>Supprimer le média {name} ?</AlertDialog.Title>
          {open ? <UsageAndActions media={media} onDelete={onDelete} /> : null}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

function UsageAndActions({ media, onDelete }: MediaDeleteDialogProps) {
  const runUseCase = useRunUseCase()
  const usage = useQuery({
    queryKey: ['media-library', 'usage', media.id],
    queryFn: ({ signal }) =>
      runUseCase(
        MediaLibraryGateway.use((library) => library.usage(media.id)),
        { signal },
      ),
    staleTime: 0,
  })
  const cancel = (
    <AlertDialog.Cancel asChild>
      <button type="button" className={forms.secondary}>
        {usage.data !== undefined && usage.data.length > 0 ? 'Fermer' : 'Annuler'}
      </button>
    </AlertDialog.Cancel>
  )
  if (usage.isPending) {
    return (
      <>
        <AlertDialog.Description className={dialog.description}>Recherche des utilisations…</AlertDialog.Description>
        <LoadingState label="Recherche des utilisations…" />
        <div className={dialog.actions}>{cancel}</div>
      </>
    )
  }
  if (usage.isError) {
    return (
      <>
        <AlertDialog.Description className={dialog.description}>
          Les utilisations de ce média n’ont pas pu être vérifiées.
        </AlertDialog.Description>
        <ErrorState message="Impossible de vérifier les utilisations" detail={failureText(usage.error, '')} />
        <div className={dialog.actions}>{cancel}</div>
      </>
    )
  }
  if (usage.data.length > 0) {
    return (
      <>
        <AlertDialog.Description className={dialog.description}>{M.inUse(usage.data.length)}</AlertDialog.Description>
        <ul aria-label="Utilisations du média">
          {usage.data.map((place) => (
            <li key={`${place.kind}-${place.id}`}>{place.label}</li>
          ))}
        </ul>
        <div className={dialog.actions}>{cancel}</div>
      </>
    )
  }
  return (
    <>
      <AlertDialog.Description className={dialog.description}>
        Ce média n’est utilisé nulle part. Il sera supprimé définitivement, avec ses fichiers.
      </AlertDialog.Description>
      <div className={dialog.actions}>
        {cancel}
        <AlertDialog.Action asChild>
          <button type="button" className={forms.danger} onClick={onDelete}>
            Supprimer
          </button>
        </AlertDialog.Action>
      </div>
    </>
  )
}
