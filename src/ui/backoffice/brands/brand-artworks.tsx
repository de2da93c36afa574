import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ArtworkGateway } from '../../../application/portal/ports/artwork-gateway'
import type { ArtworkWire } from '../../../contract/portal/proofs'
import type { PageSize } from '../../app/router/search-params'
import { failureText, notifyFailure } from '../../kit/backoffice/kit-failures'
import { useCaseQuery, useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { notifier } from '../../kit/notifications/notifier'
import { handOver } from '../../portal/artworks/artwork-display'
import { ArtworkList } from '../../portal/artworks/artwork-list'
import { ArtworkUploadForm } from '../../portal/artworks/artwork-upload-form'
import styles from './brand-price-lists.module.css'

// "Fichiers d'impression" on the brand's edit page (docs/decisions/076-proof-approval.md): the files its shops,
// its head office and the administrators sent, the same list and form as the portal's /account/fichiers.

const brandArtworksKey = (brandId: number) => ['backoffice', 'brand-artworks', brandId] as const

export function BrandArtworks({ brandId }: { readonly brandId: number }) {
  const id = useId()
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [size, setSize] = useState<PageSize>(20)
  const query = useQuery({
    ...useCaseQuery(
      runUseCase,
      [...brandArtworksKey(brandId), page, size] as const,
      ArtworkGateway.use((gateway) => gateway.brandArtworks(brandId, { _start: (page - 1) * size, _limit: size })),
    ),
    placeholderData: keepPreviousData,
  })

  async function open(artwork: ArtworkWire) {
    try {
      handOver(await runUseCase(ArtworkGateway.use((gateway) => gateway.brandArtworkFile(artwork.id))), artwork)
    } catch (thrown) {
      notifyFailure(thrown, `Le fichier ${artwork.file_name} n’a pas pu être ouvert.`)
    }
  }

  async function send(file: File): Promise<string | null> {
    try {
      const stored = await runUseCase(ArtworkGateway.use((gateway) => gateway.uploadToBrand(brandId, file)))
      notifier.success(`Le fichier ${stored.file_name} a été envoyé.`)
      setPage(1)
      await queryClient.invalidateQueries({ queryKey: brandArtworksKey(brandId) })
      return null
    } catch (thrown) {
      return failureText(thrown, 'Le fichier n’a pas pu être envoyé.')
    }
  }

  const caption = 'Fichiers d’impression de l’enseigne'
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Fichiers d’impression</h2>
      <ArtworkUploadForm send={send} />
      <ArtworkList query={query} caption={caption} paging={{ page, size, setPage, setSize }} open={open} />
    </section>
  )
}
