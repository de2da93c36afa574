import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { HomeBlockListPage } from '../../../../screens/storefront-admin/home/home-block-list-page'

export const Route = createFileRoute('/vitrine/backoffice/home/')({
  head: backofficeHead('Accueil du site'),
  component: HomeBlockListPage,
})
