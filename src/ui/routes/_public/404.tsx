import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../kit/not-found/not-found-page'
import { pageNotFound } from '../../showcase/routing/page-not-found'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'

// The not-found page of spec §2, with its 404 status like every unknown address.
export const Route = createFileRoute('/_public/404')({
  staticData: PUBLIC_PAGE,
  loader: () => {
    throw pageNotFound()
  },
  notFoundComponent: NotFoundPage,
})
