import { createFileRoute } from '@tanstack/react-router'
import { ShowcaseAdminHomePage } from '../../../showcase-admin/showcase-admin-home-page'
import { backofficeHead } from '../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/')({
  head: backofficeHead('Back-office vitrine'),
  component: ShowcaseAdminHomePage,
})
