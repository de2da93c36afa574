import { createFileRoute } from '@tanstack/react-router'
import { MediaListPage } from '../../../../showcase-admin/media/media-list-page'
import { mediaListSearch } from '../../../../showcase-admin/media/media-search'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/media/')({
  validateSearch: mediaListSearch,
  head: backofficeHead('Médiathèque'),
  component: MediaListPage,
})
