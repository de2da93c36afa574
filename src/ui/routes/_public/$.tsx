import { createFileRoute } from '@tanstack/react-router'
import { pageNotFound } from '../../showcase/routing/page-not-found'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { NotFoundPage } from '../../showcase/routing/route-parts'

// Spec §2: any unknown path is the not-found page (answered 404, then shown at /404).
export const Route = createFileRoute('/_public/$')({
  staticData: PUBLIC_PAGE,
  loader: () => {
    throw pageNotFound()
  },
  notFoundComponent: NotFoundPage,
})
