import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginPage } from '../../backoffice/login/admin-login-page'

export const Route = createFileRoute('/_public/admin')({
  component: AdminLoginPage,
})
