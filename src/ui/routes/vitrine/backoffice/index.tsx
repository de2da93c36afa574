import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { StorefrontBackofficeHomePage } from '../../../screens/storefront-admin/storefront-backoffice-home-page'

export const Route = createFileRoute('/vitrine/backoffice/')({
  head: backofficeHead('Back-office vitrine'),
  component: StorefrontBackofficeHomePage,
})
