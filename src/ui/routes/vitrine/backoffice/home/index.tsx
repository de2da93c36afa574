import { createFileRoute } from '@tanstack/react-router'
import { HomeBlockListPage } from '../../../../showcase-admin/home/home-block-list-page'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/home/')({
  head: backofficeHead('Accueil du site'),
  component: HomeBlockListPage,
})
