import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router'
import { loadSlugOrNotFound } from '../../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../../showcase/routing/public-page'
import { contentHead, SHOWCASE_CACHE } from '../../../../showcase/routing/showcase-route'
import { categoryTrail } from '../../../../showcase/catalogue/category-crumbs'
import { CategoryScreen } from '../../../../showcase/catalogue/category-screen'
import { NotFoundPage } from '../../../../showcase/routing/route-parts'

export const Route = createFileRoute('/_public/categorie-produit/$category/')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: async ({ context: { showcase }, params }) => {
    const category = await loadSlugOrNotFound(params.category, (slug) => showcase.reader.category(slug))
    // A subcategory lives under its parent's address: one URL per page for visitors and crawlers.
    if (category.parent !== null) {
      throw redirect({
        to: '/categorie-produit/$category/$subCategory',
        params: { category: category.parent.slug, subCategory: category.slug },
        replace: true,
      })
    }
    return category
  },
  head: contentHead('categoryHead'),
  component: CategoryPage,
  notFoundComponent: NotFoundPage,
})

function CategoryPage() {
  const route = getRouteApi('/_public/categorie-produit/$category/')
  const { category: param } = route.useParams()
  return <CategoryScreen category={route.useLoaderData()} trail={categoryTrail(param)} />
}
