import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import type { ProductDetail } from '../../../../application/showcase/showcase-content'
import { loadSlugOrNotFound } from '../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { headFrom, SHOWCASE_CACHE } from '../../../showcase/routing/showcase-route'
import { ProductScreen } from '../../../showcase/screens/catalogue/product-screen'

export const Route = createFileRoute('/_public/produit/$slug')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase }, params }) =>
    loadSlugOrNotFound(params.slug, (slug) => showcase.reader.product(slug)),
  head: headFrom((product: ProductDetail) => ({
    title: product.name,
    description: product.excerpt || product.name,
    type: 'product',
    image: product.variants.find((variant) => variant.image !== null)?.image ?? null,
  })),
  component: ProductPage,
})

function ProductPage() {
  const route = getRouteApi('/_public/produit/$slug')
  const { slug } = route.useParams()
  const product = route.useLoaderData()
  // A new product starts from its own first variant.
  return <ProductScreen key={product.slug} product={product} slug={slug} />
}
