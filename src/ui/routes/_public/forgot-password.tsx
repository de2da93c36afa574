import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../app/router/portal-head'
import { ForgotPasswordPage } from '../../portal/password/forgot-password-page'

export const Route = createFileRoute('/_public/forgot-password')({
  head: portalHead('Mot de passe oublié'),
  component: ForgotPasswordPage,
})
