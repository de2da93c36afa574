import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { MediaListPage } from '../../../../showcase-admin/media/media-list-page'
import { mediaListSearch } from '../../../../showcase-admin/media/media-search'

export const Route = createFileRoute('/vitrine/backoffice/media/')({
  validateSearch: mediaListSearch,
  head: backofficeHead('Médiathèque'),
  component: MediaListPage,
})
