import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../../portal/password/reset-password-page'
import { portalHead } from '../../../portal/routing/route-head'

export const Route = createFileRoute('/_public/reset-password/$token')({
  head: portalHead('Nouveau mot de passe'),
  component: ResetPasswordPage,
})
