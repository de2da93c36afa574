import { Link } from '@tanstack/react-router'
import type { ProductDetail } from '../../../application/showcase/showcase-content'
import { LEAD_IMAGE_SIZES } from '../../../domain/page-images'
import { Breadcrumbs } from '../../kit/breadcrumbs/breadcrumbs'
import buttons from '../components/buttons.module.css'
import { ResponsiveImage } from '../components/responsive-image'
import { RichText } from '../components/rich-text'
import { categoryTrail, subCategoryTrail } from './category-crumbs'
import { ProductEssentials } from './product-essentials'
import { SelectedVariant } from './selected-variant'
import { useVariantChoice } from './use-variant-choice'
import { VariantPicker } from './variant-picker'
import styles from './product.module.css'

type Props = {
  readonly product: ProductDetail
  readonly slug: string
  /** The chosen variant's reference (the address's `?variante=`); unknown or absent: the first variant. */
  readonly variantReference?: string
  readonly onVariantChange: (reference: string) => void
}

/** A product: pick attribute values and the page shows the matching variant's reference, size and image. */
export function ProductScreen({ product, slug, variantReference, onVariantChange }: Props) {
  const order = product.attributes.map((attribute) => attribute.slug)
  const { current, variant, choices, pick } = useVariantChoice(
    product.variants,
    order,
    variantReference,
    onVariantChange,
  )
  const parents = product.subCategory
    ? subCategoryTrail(product.category.slug, product.subCategory.slug)
    : categoryTrail(product.category.slug)
  // The product's image stands for it until the visitor picks a variant; a picked variant shows its own.
  const picked = variantReference !== undefined && current?.reference === variantReference ? current : null
  const image = picked?.image ?? product.image

  return (
    <article>
      <Breadcrumbs trail={[...parents, { label: slug }]} />
      <div className={styles.top}>
        <div className={styles.gallery}>
          {image ? (
            <ResponsiveImage
              key={image.src}
              image={image}
              sizes={LEAD_IMAGE_SIZES.product}
              priority
              className={styles.image}
            />
          ) : (
            <div className={styles.placeholder} aria-hidden="true" />
          )}
        </div>
        <div className={styles.summary}>
          <p className={styles.kicker}>{product.subCategory?.name ?? product.category.name}</p>
          <h1 className={styles.name}>{product.name}</h1>
          {/* The excerpt is cut from the description below (decision 045); it serves cards and meta only. */}
          <ProductEssentials product={product} />
          {current && product.attributes.length > 0 && (
            <VariantPicker
              attributes={product.attributes}
              variants={product.variants}
              choices={choices}
              onChoose={pick}
            />
          )}
          {current && <SelectedVariant attributes={product.attributes} variant={variant} />}
          <Link
            to="/nous-contacter"
            search={{ sujet: `Demande de devis : ${product.name}${variant ? ` (${variant.reference})` : ''}` }}
            className={buttons.primary}
          >
            Demander un devis
          </Link>
        </div>
      </div>
      {product.descriptionHtml && (
        <section className={styles.description} aria-labelledby="description-title">
          <h2 id="description-title">Description</h2>
          <RichText html={product.descriptionHtml} />
        </section>
      )}
    </article>
  )
}
