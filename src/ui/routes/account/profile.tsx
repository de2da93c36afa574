import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../portal/profile/profile-page'
import { portalHead } from '../../portal/routing/route-head'

export const Route = createFileRoute('/account/profile')({
  head: portalHead('Mon profil'),
  component: ProfilePage,
})
