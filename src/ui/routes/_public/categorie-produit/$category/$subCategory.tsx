import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router'
import type { CategoryPage as CategoryData } from '../../../../../application/showcase/showcase-content'
import { loadSlugOrNotFound } from '../../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../../showcase/routing/public-page'
import { headFrom, SHOWCASE_CACHE } from '../../../../showcase/routing/showcase-route'
import { subCategoryTrail } from '../../../../showcase/screens/catalogue/category-crumbs'
import { CategoryScreen } from '../../../../showcase/screens/catalogue/category-screen'

export const Route = createFileRoute('/_public/categorie-produit/$category/$subCategory')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: async ({ context: { showcase }, params }) => {
    const sub = await loadSlugOrNotFound(params.subCategory, (slug) => showcase.reader.category(slug))
    // Only a subcategory of that very category exists at this address.
    if (sub.parent?.slug !== params.category) throw redirect({ to: '/404', replace: true })
    return sub
  },
  head: headFrom((sub: CategoryData) => ({ title: sub.name, description: sub.description, image: sub.image })),
  component: SubCategoryPage,
})

function SubCategoryPage() {
  const route = getRouteApi('/_public/categorie-produit/$category/$subCategory')
  const { category, subCategory } = route.useParams()
  return <CategoryScreen category={route.useLoaderData()} trail={subCategoryTrail(category, subCategory)} />
}
