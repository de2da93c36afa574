import { createFileRoute } from '@tanstack/react-router'
import { pageNotFound } from '../../showcase/routing/page-not-found'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { NotFoundPage } from '../../showcase/routing/route-parts'

// The not-found page of spec §2, with its 404 status like every unknown address.
export const Route = createFileRoute('/_public/404')({
  staticData: PUBLIC_PAGE,
  loader: () => {
    throw pageNotFound()
  },
  notFoundComponent: NotFoundPage,
})
