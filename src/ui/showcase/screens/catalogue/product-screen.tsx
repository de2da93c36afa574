import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ProductDetail } from '../../../../application/showcase/showcase-content'
import { chooseValue, describeVariant, initialVariant } from '../../../../application/showcase/variant-selection'
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs'
import buttons from '../../components/buttons.module.css'
import { dimensions } from '../../components/format'
import { ResponsiveImage } from '../../components/responsive-image'
import { RichText } from '../../components/rich-text'
import { categoryTrail, subCategoryTrail } from './category-crumbs'
import { VariantPicker } from './variant-picker'
import styles from './product.module.css'
import { LEAD_IMAGE_SIZES } from '../../../../domain/page-images'

/** A product: pick attribute values and the page shows the matching variant's reference, size and image. */
export function ProductScreen({ product, slug }: { product: ProductDetail; slug: string }) {
  const [variant, setVariant] = useState(() => initialVariant(product.variants))
  const parents = product.subCategory ? subCategoryTrail(product.category.slug, product.subCategory.slug) : categoryTrail(product.category.slug)
  const size = variant ? dimensions(variant.widthMm, variant.heightMm, variant.depthMm) : null
  const image = variant?.image ?? product.variants.find((candidate) => candidate.image !== null)?.image ?? null

  return (
    <article>
      <Breadcrumbs trail={[...parents, { label: slug }]} />
      <div className={styles.top}>
        <div className={styles.gallery}>
          {image ? (
            <ResponsiveImage key={image.src} image={image} sizes={LEAD_IMAGE_SIZES.product} priority className={styles.image} />
          ) : (
            <div className={styles.placeholder} aria-hidden="true" />
          )}
        </div>
        <div className={styles.summary}>
          <p className={styles.kicker}>{product.subCategory?.name ?? product.category.name}</p>
          <h1 className={styles.name}>{product.name}</h1>
          {product.excerpt && <p className={styles.excerpt}>{product.excerpt}</p>}
          {variant && product.attributes.length > 0 && (
            <VariantPicker
              attributes={product.attributes}
              variant={variant}
              onChoose={(attribute, value) => setVariant(chooseValue(product.variants, variant, attribute, value) ?? variant)}
            />
          )}
          {variant && (
            <section className={styles.variant} aria-labelledby="variant-title">
              <h2 id="variant-title" className={styles.variantTitle}>
                Variante sélectionnée
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>Référence</dt>
                  <dd data-testid="variant-reference">{variant.reference}</dd>
                </div>
                {size && (
                  <div>
                    <dt>Dimensions (L × H × P)</dt>
                    <dd>{size}</dd>
                  </div>
                )}
                {describeVariant(product.attributes, variant).map((fact) => (
                  <div key={fact.attribute}>
                    <dt>{fact.attribute}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="visually-hidden" aria-live="polite">
                Référence {variant.reference}
                {size ? `, ${size}` : ''}
              </p>
            </section>
          )}
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
