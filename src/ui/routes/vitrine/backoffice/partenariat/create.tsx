import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { PartnerCreatePage } from '../../../../screens/storefront-admin/partners/partner-pages'

export const Route = createFileRoute('/vitrine/backoffice/partenariat/create')({
  head: backofficeHead('Ajouter un partenaire'),
  component: PartnerCreatePage,
})
