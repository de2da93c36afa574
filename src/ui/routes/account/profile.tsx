import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../app/router/portal-head'
import { ProfilePage } from '../../portal/profile/profile-page'

export const Route = createFileRoute('/account/profile')({
  head: portalHead('Mon profil'),
  component: ProfilePage,
})
