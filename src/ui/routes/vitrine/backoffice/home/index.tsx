import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { HomeBlockListPage } from '../../../../showcase-admin/home/home-block-list-page'

export const Route = createFileRoute('/vitrine/backoffice/home/')({
  head: backofficeHead('Accueil du site'),
  component: HomeBlockListPage,
})
