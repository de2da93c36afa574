import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { SHOWCASE_CACHE, staticHead } from '../../showcase/routing/showcase-route'
import { WholeCatalogueScreen } from '../../showcase/whole-catalogue/whole-catalogue-screen'

// The whole catalogue (decision 046): every category and its subcategories on one page.
export const Route = createFileRoute('/_public/catalogue')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase } }) => showcase.reader.categories(),
  head: staticHead(
    'Tout le catalogue',
    'Toutes les familles d’emballages personnalisés Écrin et leurs sous-catégories sur une seule page : ' +
      'choisissez la structure de votre projet.',
  ),
  component: WholeCataloguePage,
})

function WholeCataloguePage() {
  const route = getRouteApi('/_public/catalogue')
  return <WholeCatalogueScreen categories={route.useLoaderData()} />
}
