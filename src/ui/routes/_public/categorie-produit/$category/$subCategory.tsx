import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { loadSlugOrNotFound } from '../../../../showcase/queries/load-or-not-found'
import { pageNotFound } from '../../../../showcase/routing/page-not-found'
import { PUBLIC_PAGE } from '../../../../showcase/routing/public-page'
import { contentHead, SHOWCASE_CACHE } from '../../../../showcase/routing/showcase-route'
import { subCategoryTrail } from '../../../../showcase/catalogue/category-crumbs'
import { CategoryScreen } from '../../../../showcase/catalogue/category-screen'
import { NotFoundPage } from '../../../../showcase/routing/route-parts'

export const Route = createFileRoute('/_public/categorie-produit/$category/$subCategory')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: async ({ context: { showcase }, params }) => {
    const sub = await loadSlugOrNotFound(params.subCategory, (slug) => showcase.reader.category(slug))
    // Only a subcategory of that very category exists at this address.
    if (sub.parent?.slug !== params.category) throw pageNotFound()
    return sub
  },
  head: contentHead('categoryHead'),
  component: SubCategoryPage,
  notFoundComponent: NotFoundPage,
})

function SubCategoryPage() {
  const route = getRouteApi('/_public/categorie-produit/$category/$subCategory')
  const { category, subCategory } = route.useParams()
  return <CategoryScreen category={route.useLoaderData()} trail={subCategoryTrail(category, subCategory)} />
}
