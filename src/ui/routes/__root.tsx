import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router/router-context'

// Kept tiny: everything here ships in the entry chunk that every page downloads.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
})
