import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ProductDetail } from '../../../application/showcase/showcase-content'
import { PRODUCT_PREVIEWS, type ProductPreviewWire } from '../../../contract/showcase-admin/catalog-products'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import type { RunUseCase } from '../../app/router/router-context'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { ProductScreen } from '../../showcase/catalogue/product-screen'
import { recordPreviewQuery } from '../preview/record-preview.queries'
import styles from './catalog-admin.module.css'

// The preview of a product (decision 036): the public page's own component, fed by the admin preview
// endpoint, so an unpublished product reads as visitors will see it. Its h1 is the product's name.

/** A product as its public page shows it, even unpublished (GET /admin/products/{id}/preview), afresh. */
export const productPreviewQuery = (runUseCase: RunUseCase, id: number) =>
  recordPreviewQuery(runUseCase, PRODUCT_PREVIEWS, id)

const productOf = ({ description_html, sub_category, variants, ...product }: ProductPreviewWire): ProductDetail => ({
  slug: product.slug,
  name: product.name,
  excerpt: product.excerpt,
  // A preview is not indexed: the SEO fields play no part on it.
  seo: { title: '', description: '', image: null },
  category: product.category,
  attributes: product.attributes,
  descriptionHtml: description_html,
  subCategory: sub_category,
  image: product.image,
  variants: variants.map((variant) => ({
    id: variant.id,
    reference: variant.reference,
    attributeValues: variant.attribute_values,
    widthMm: variant.width_mm,
    heightMm: variant.height_mm,
    depthMm: variant.depth_mm,
    image: variant.image,
  })),
  minOrderQuantity: product.min_order_quantity,
  leadTime: product.lead_time,
  finishes: product.finishes,
})

const route = getRouteApi('/vitrine/backoffice/product/preview/$id')

export function ProductPreviewPage() {
  const { id } = route.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: preview } = useSuspenseQuery(productPreviewQuery(runUseCase, id))
  const [reference, setReference] = useState<string>()
  return (
    <>
      <p role="note" className={preview.published ? undefined : styles.banner}>
        {preview.published ? 'Aperçu du produit publié.' : <strong>{M.previewBanner}</strong>}{' '}
        <Link to="/vitrine/backoffice/product/update/$id" params={{ id: String(id) }}>
          Retour au produit
        </Link>
      </p>
      <ProductScreen
        product={productOf(preview)}
        slug={preview.slug}
        variantReference={reference}
        onVariantChange={setReference}
      />
    </>
  )
}
