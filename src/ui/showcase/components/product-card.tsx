import { Link } from '@tanstack/react-router'
import type { ProductCard } from '../../../application/showcase/showcase-content'
import { ResponsiveImage } from './responsive-image'
import styles from './product-card.module.css'

const CARD_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 92vw'

/** A product in a grid: the whole card is one link named by the product (h3 inside). */
export function ShowcaseProductCard({ product, headingLevel = 3 }: { product: ProductCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image ? <ResponsiveImage image={product.image} sizes={CARD_SIZES} alt="" className={styles.image} /> : <div className={styles.placeholder} aria-hidden="true" />}
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

export function ProductGrid({ products, headingLevel }: { products: readonly ProductCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.slug}>
          <ShowcaseProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
