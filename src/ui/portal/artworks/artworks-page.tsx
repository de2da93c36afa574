import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ArtworkGateway } from '../../../application/portal/ports/artwork-gateway'
import type { ArtworkWire } from '../../../contract/portal/proofs'
import type { PageSize } from '../../app/router/search-params'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { notifier } from '../../kit/notifications/notifier'
import { PortalPage } from '../layout/portal-page'
import { handOver } from './artwork-display'
import { ArtworkList } from './artwork-list'
import { ArtworkUploadForm } from './artwork-upload-form'
import { artworksKey, artworksQuery } from './artworks.queries'

const TITLE = 'Fichiers d’impression'
const CAPTION = 'Fichiers d’impression de votre enseigne'

/** /account/fichiers: the brand's artwork library, for its shops and its head office (decision 076). */
export function ArtworksPage() {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notifyFailure = useFailureNotice()
  const [page, setPage] = useState(1)
  const [size, setSize] = useState<PageSize>(20)
  const query = useQuery({ ...artworksQuery(runUseCase, page, size), placeholderData: keepPreviousData })

  // Read with the caller's token (a bare link carries none), then shown or saved by the browser.
  async function open(artwork: ArtworkWire) {
    try {
      handOver(await runUseCase(ArtworkGateway.use((gateway) => gateway.artworkFile(artwork.id))), artwork)
    } catch (thrown) {
      notifyFailure(thrown, `Le fichier ${artwork.file_name} n’a pas pu être ouvert.`)
    }
  }

  async function send(file: File): Promise<string | null> {
    try {
      const stored = await runUseCase(ArtworkGateway.use((gateway) => gateway.upload(file)))
      notifier.success(`Le fichier ${stored.file_name} a été envoyé.`)
      setPage(1)
      await queryClient.invalidateQueries({ queryKey: artworksKey })
      return null
    } catch (thrown) {
      return notifyFailure(thrown, 'Le fichier n’a pas pu être envoyé.')
    }
  }

  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title={TITLE}>
      <p>Les fichiers de votre enseigne, à imprimer sur vos produits « BAT requis ».</p>
      <ArtworkUploadForm send={send} />
      <ArtworkList query={query} caption={CAPTION} paging={{ page, size, setPage, setSize }} open={open} />
    </PortalPage>
  )
}
