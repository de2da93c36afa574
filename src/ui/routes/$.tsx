import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: any unknown path redirects to /404 (replace, so Back does not return to the bad URL).
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true })
  },
})
