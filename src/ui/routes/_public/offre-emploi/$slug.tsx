import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import type { Job } from '../../../../application/showcase/showcase-content'
import { loadSlugOrNotFound } from '../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { headFrom, SHOWCASE_CACHE } from '../../../showcase/routing/showcase-route'
import { JobScreen } from '../../../showcase/screens/jobs/job-screen'

export const Route = createFileRoute('/_public/offre-emploi/$slug')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase }, params }) => loadSlugOrNotFound(params.slug, (slug) => showcase.reader.job(slug)),
  head: headFrom((job: Job) => ({ title: job.title, description: job.excerpt || job.title })),
  component: JobPage,
})

function JobPage() {
  const route = getRouteApi('/_public/offre-emploi/$slug')
  return <JobScreen job={route.useLoaderData()} />
}
