import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { MediaListPage } from '../../../../screens/storefront-admin/media/media-list-page'
import { mediaListSearch } from '../../../../screens/storefront-admin/media/media-search'

export const Route = createFileRoute('/vitrine/backoffice/media/')({
  validateSearch: mediaListSearch,
  head: backofficeHead('Médiathèque'),
  component: MediaListPage,
})
