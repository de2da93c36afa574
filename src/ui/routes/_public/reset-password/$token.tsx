import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../../screens/password/reset-password-page'

export const Route = createFileRoute('/_public/reset-password/$token')({
  component: ResetPasswordPage,
})
