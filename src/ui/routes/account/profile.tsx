import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../router/portal-head'
import { ProfilePage } from '../../screens/profile/profile-page'

export const Route = createFileRoute('/account/profile')({
  head: portalHead('Mon profil'),
  component: ProfilePage,
})
