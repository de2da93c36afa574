import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/router/router-context'
import { RouteHead } from '../showcase/head/route-head'

// Kept tiny: everything here ships in the entry chunk that every page downloads.
export const Route = createRootRouteWithContext<RouterContext>()({
  // The defaults of pages without their own head (customer and back-office areas); public pages
  // override title, description, canonical and Open Graph tags.
  head: () => ({
    meta: [
      { title: 'Écrin — Emballages personnalisés' },
      {
        name: 'description',
        content:
          'Écrin, fabricant français d’emballages personnalisés : coffrets, étuis, sacs et packaging sur mesure.',
      },
    ],
  }),
  component: RootDocument,
})

function RootDocument() {
  return (
    <>
      <RouteHead />
      <Outlet />
    </>
  )
}
