import { createFileRoute } from '@tanstack/react-router'
import { StorefrontAdminLoginPage } from '../../../showcase-admin/login/showcase-admin-login-page'

export const Route = createFileRoute('/_public/vitrine/admin')({
  component: StorefrontAdminLoginPage,
})
