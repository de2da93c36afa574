import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { SHOWCASE_CACHE, staticHead } from '../../showcase/routing/showcase-route'
import { JobsScreen } from '../../showcase/jobs/jobs-screen'

export const Route = createFileRoute('/_public/nos-offres-emploi')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase } }) => showcase.reader.jobs(),
  head: staticHead(
    "Nos offres d'emploi",
    "Rejoignez l'atelier Écrin à Tours : impression, conception packaging, façonnage, administration des ventes. " +
      'Consultez nos offres et postulez en ligne.',
  ),
  component: JobsPage,
})

function JobsPage() {
  const route = getRouteApi('/_public/nos-offres-emploi')
  return <JobsScreen jobs={route.useLoaderData()} />
}
