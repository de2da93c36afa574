import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { loadSlugOrNotFound } from '../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { contentHead, SHOWCASE_CACHE } from '../../../showcase/routing/showcase-route'
import { JobScreen } from '../../../showcase/jobs/job-screen'
import { NotFoundPage } from '../../../showcase/routing/route-parts'

export const Route = createFileRoute('/_public/offre-emploi/$slug')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase }, params }) => loadSlugOrNotFound(params.slug, (slug) => showcase.reader.job(slug)),
  head: contentHead('jobHead'),
  component: JobPage,
  notFoundComponent: NotFoundPage,
})

function JobPage() {
  const route = getRouteApi('/_public/offre-emploi/$slug')
  return <JobScreen job={route.useLoaderData()} />
}
