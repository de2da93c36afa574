import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../portal/routing/route-head'
import { ArtworksPage } from '../../portal/artworks/artworks-page'

// The brand's artwork library, for its shops and its head office alike (docs/decisions/076-proof-approval.md).
export const Route = createFileRoute('/account/fichiers')({
  head: portalHead('Fichiers d’impression'),
  component: ArtworksPage,
})
