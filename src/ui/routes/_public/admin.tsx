import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginPage } from '../../backoffice/login/admin-login-page'
import { rawLoginSearch } from '../../backoffice/routing/route-head'

export const Route = createFileRoute('/_public/admin')({
  // ?redirect= the back-office page asked for (decision 043), parsed where it is used, in the page.
  validateSearch: rawLoginSearch,
  component: AdminLoginPage,
})
