import { Link } from '@tanstack/react-router'
import type { ProductCard } from '../../../application/showcase/showcase-content'
import { LEAD_IMAGE_SIZES } from '../../../domain/page-images'
import { ResponsiveImage } from './responsive-image'
import styles from './product-card.module.css'

/** A product in a grid: the whole card is one link named by the product (h3 inside). */
type CardProps = { product: ProductCard; headingLevel?: 2 | 3; priority?: boolean }

export function ShowcaseProductCard({ product, headingLevel = 3, priority = false }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image ? (
          <ResponsiveImage
            image={product.image}
            sizes={LEAD_IMAGE_SIZES.card}
            priority={priority}
            alt=""
            className={styles.image}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{product.subCategory?.name ?? product.category.name}</p>
        <Heading className={styles.name}>
          <Link to="/produit/$slug" params={{ slug: product.slug }} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {product.excerpt && <p className={styles.excerpt}>{product.excerpt}</p>}
      </div>
    </article>
  )
}

type GridProps = {
  products: readonly ProductCard[]
  headingLevel?: 2 | 3
  /** The grid is the page's lead content: its first picture is the largest above the fold on a phone. */
  leadsPage?: boolean
}

export function ProductGrid({ products, headingLevel, leadsPage = false }: GridProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ShowcaseProductCard product={product} headingLevel={headingLevel} priority={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  )
}
