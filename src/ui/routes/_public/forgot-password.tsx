import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../portal/password/forgot-password-page'
import { portalHead } from '../../portal/routing/route-head'

export const Route = createFileRoute('/_public/forgot-password')({
  head: portalHead('Mot de passe oublié'),
  component: ForgotPasswordPage,
})
