import { createFileRoute } from '@tanstack/react-router'
import { StorefrontBackofficeHomePage } from '../../../screens/storefront-admin/storefront-backoffice-home-page'

export const Route = createFileRoute('/vitrine/backoffice/')({
  component: StorefrontBackofficeHomePage,
})
