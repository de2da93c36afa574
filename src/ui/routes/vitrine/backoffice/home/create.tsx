import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { HomeBlockCreatePage } from '../../../../screens/storefront-admin/home/home-block-form-pages'

export const Route = createFileRoute('/vitrine/backoffice/home/create')({
  head: backofficeHead('Créer un bloc'),
  component: HomeBlockCreatePage,
})
