import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: /account redirects to /account/catalog.
export const Route = createFileRoute('/account/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/catalog', replace: true })
  },
})
