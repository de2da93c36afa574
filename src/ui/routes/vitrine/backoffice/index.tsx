import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { StorefrontBackofficeHomePage } from '../../../showcase-admin/showcase-admin-home-page'

export const Route = createFileRoute('/vitrine/backoffice/')({
  head: backofficeHead('Back-office vitrine'),
  component: StorefrontBackofficeHomePage,
})
