import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../../app/router/portal-head'
import { ResetPasswordPage } from '../../../portal/password/reset-password-page'

export const Route = createFileRoute('/_public/reset-password/$token')({
  head: portalHead('Nouveau mot de passe'),
  component: ResetPasswordPage,
})
