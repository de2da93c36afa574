import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { PartnerListPage } from '../../../../showcase-admin/partners/partner-pages'

export const Route = createFileRoute('/vitrine/backoffice/partenariat/')({
  head: backofficeHead('Partenaires'),
  component: PartnerListPage,
})
