import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { PartnerCreatePage } from '../../../../showcase-admin/partners/partner-pages'

export const Route = createFileRoute('/vitrine/backoffice/partenariat/create')({
  head: backofficeHead('Ajouter un partenaire'),
  component: PartnerCreatePage,
})
