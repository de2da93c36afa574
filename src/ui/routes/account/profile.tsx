import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../screens/profile/profile-page'

export const Route = createFileRoute('/account/profile')({
  component: ProfilePage,
})
