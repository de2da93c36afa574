import { createFileRoute } from '@tanstack/react-router'
import { PartnerCreatePage } from '../../../../showcase-admin/partners/partner-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/partenariat/create')({
  head: backofficeHead('Ajouter un partenaire'),
  component: PartnerCreatePage,
})
