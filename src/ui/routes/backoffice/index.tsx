import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: /backoffice opens on the orders list.
export const Route = createFileRoute('/backoffice/')({
  beforeLoad: () => {
    throw redirect({ to: '/backoffice/order', replace: true })
  },
})
