import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { ShowcaseAdminHomePage } from '../../../showcase-admin/showcase-admin-home-page'

export const Route = createFileRoute('/vitrine/backoffice/')({
  head: backofficeHead('Back-office vitrine'),
  component: ShowcaseAdminHomePage,
})
