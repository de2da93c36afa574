import { createFileRoute } from '@tanstack/react-router'
import { StorefrontAdminLoginPage } from '../../../screens/storefront-admin/storefront-admin-login-page'

export const Route = createFileRoute('/_public/vitrine/admin')({
  component: StorefrontAdminLoginPage,
})
