import { createFileRoute } from '@tanstack/react-router'
import { ShowcaseAdminLoginPage } from '../../../showcase-admin/login/showcase-admin-login-page'

export const Route = createFileRoute('/_public/vitrine/admin')({
  component: ShowcaseAdminLoginPage,
})
