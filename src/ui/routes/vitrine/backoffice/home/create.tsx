import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { HomeBlockCreatePage } from '../../../../showcase-admin/home/home-block-form-pages'

export const Route = createFileRoute('/vitrine/backoffice/home/create')({
  head: backofficeHead('Créer un bloc'),
  component: HomeBlockCreatePage,
})
