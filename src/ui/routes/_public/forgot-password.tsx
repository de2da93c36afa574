import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../router/portal-head'
import { ForgotPasswordPage } from '../../screens/password/forgot-password-page'

export const Route = createFileRoute('/_public/forgot-password')({
  head: portalHead('Mot de passe oublié'),
  component: ForgotPasswordPage,
})
