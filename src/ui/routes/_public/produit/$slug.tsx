import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { loadSlugOrNotFound } from '../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { contentHead, SHOWCASE_CACHE } from '../../../showcase/routing/showcase-route'
import { productSearch } from '../../../showcase/catalogue/product-search'
import { ProductScreen } from '../../../showcase/catalogue/product-screen'
import { NotFoundPage } from '../../../showcase/routing/route-parts'

export const Route = createFileRoute('/_public/produit/$slug')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  // `?variante=<reference>`: the variant shown (decision 045); a bad one is dropped, showing the first variant.
  validateSearch: productSearch,
  loader: ({ context: { showcase }, params }) =>
    loadSlugOrNotFound(params.slug, (slug) => showcase.reader.product(slug)),
  head: contentHead('productHead'),
  component: ProductPage,
  notFoundComponent: NotFoundPage,
})

function ProductPage() {
  const route = getRouteApi('/_public/produit/$slug')
  const { slug } = route.useParams()
  const { variante } = route.useSearch()
  const product = route.useLoaderData()
  const navigate = route.useNavigate()
  // A new product starts from its own first variant. Each pick replaces the address rather than
  // stacking history entries, so Back leaves the product page.
  return (
    <ProductScreen
      key={product.slug}
      product={product}
      slug={slug}
      variantReference={variante}
      onVariantChange={(reference) =>
        void navigate({ search: { variante: reference }, replace: true, resetScroll: false })
      }
    />
  )
}
