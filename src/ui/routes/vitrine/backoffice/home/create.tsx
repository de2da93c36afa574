import { createFileRoute } from '@tanstack/react-router'
import { HomeBlockCreatePage } from '../../../../showcase-admin/home/home-block-form-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/home/create')({
  head: backofficeHead('Créer un bloc'),
  component: HomeBlockCreatePage,
})
