import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useId } from 'react'
import { ArtworkGateway } from '../../../application/portal/ports/artwork-gateway'
import { CartGateway, type CartLine } from '../../../application/portal/ports/cart-gateway'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useCaseQuery, useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { artworksKey } from '../artworks/artworks.queries'
import { cartKeys } from './cart-count.query'
import styles from './line-proof.module.css'
import { ProofRequiredBadge } from './proof-required-badge'

// The file a "BAT requis" cart line prints (docs/decisions/076-proof-approval.md): the brand's library, newest
// first, or "Fichier à venir". The choice is stored at once; the server answers the cart.

/** The files offered: the newest ones; the line's own file is added when it is older than those. */
export const ARTWORK_CHOICES = 100
const TO_COME = ''
export const LINE_ARTWORK_MESSAGES = {
  failed: 'Le fichier d’impression n’a pas pu être enregistré.',
  loading: 'Chargement des fichiers…',
  loadFailed: 'La liste des fichiers n’a pas pu être chargée.',
  more: 'Seuls les fichiers les plus récents sont proposés : retrouvez les autres dans « Mes fichiers ».',
} as const

export function CartLineArtwork({ line }: { line: CartLine }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const id = useId()
  const files = useQuery(
    useCaseQuery(
      runUseCase,
      [...artworksKey, 'choices'] as const,
      ArtworkGateway.use((gateway) => gateway.artworks({ _start: 0, _limit: ARTWORK_CHOICES })),
    ),
  )
  const choose = useMutation({
    mutationFn: (artworkId: number | null) =>
      runUseCase(CartGateway.use((cart) => cart.chooseLineArtwork(line.id, artworkId))),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current, cart),
    onError: (thrown) => notice(thrown, LINE_ARTWORK_MESSAGES.failed),
  })
  const listed = files.data?.items.map((file) => ({ id: file.id, fileName: file.file_name })) ?? []
  const choices =
    line.artwork === null || listed.some((file) => file.id === line.artwork?.id) ? listed : [line.artwork, ...listed]
  const status = files.isPending
    ? LINE_ARTWORK_MESSAGES.loading
    : files.isError
      ? LINE_ARTWORK_MESSAGES.loadFailed
      : null
  const more = files.data !== undefined && files.data.total > files.data.items.length

  function change(event: ChangeEvent<HTMLSelectElement>) {
    if (choose.isPending) return
    const value = event.target.value
    choose.mutate(value === TO_COME ? null : Number(value))
  }

  return (
    <div className={styles.artwork}>
      <ProofRequiredBadge />
      <label htmlFor={id}>Fichier d’impression</label>
      <select
        id={id}
        value={line.artwork === null ? TO_COME : String(line.artwork.id)}
        onChange={change}
        aria-busy={choose.isPending}
        aria-describedby={status === null && !more ? undefined : `${id}-hint`}
      >
        <option value={TO_COME}>Fichier à venir</option>
        {choices.map((file) => (
          <option key={file.id} value={String(file.id)}>
            {file.fileName}
          </option>
        ))}
      </select>
      {status === null && !more ? null : (
        <small id={`${id}-hint`} className={styles.hint} role={files.isError ? 'alert' : undefined}>
          {status ?? LINE_ARTWORK_MESSAGES.more}
        </small>
      )}
    </div>
  )
}
