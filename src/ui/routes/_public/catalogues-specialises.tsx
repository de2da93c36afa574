import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { SHOWCASE_CACHE, staticHead } from '../../showcase/routing/showcase-route'
import { CataloguesScreen } from '../../showcase/catalogues/catalogues-screen'

export const Route = createFileRoute('/_public/catalogues-specialises')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase } }) => showcase.reader.catalogues(),
  head: staticHead(
    'Catalogues spécialisés',
    'Téléchargez en PDF nos catalogues spécialisés : parfumerie et cosmétique, vins, spiritueux et gastronomie.',
  ),
  component: CataloguesPage,
})

function CataloguesPage() {
  const route = getRouteApi('/_public/catalogues-specialises')
  return <CataloguesScreen catalogues={route.useLoaderData()} />
}
