import { createFileRoute } from '@tanstack/react-router'
import { PartnerListPage } from '../../../../showcase-admin/partners/partner-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/partenariat/')({
  head: backofficeHead('Partenaires'),
  component: PartnerListPage,
})
