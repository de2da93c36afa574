import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { PartnerListPage } from '../../../../screens/storefront-admin/partners/partner-pages'

export const Route = createFileRoute('/vitrine/backoffice/partenariat/')({
  head: backofficeHead('Partenaires'),
  component: PartnerListPage,
})
