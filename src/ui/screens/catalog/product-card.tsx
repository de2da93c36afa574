import type { Product } from '../../../application/ports/catalog-gateway'
import { AddToCartForm } from './add-to-cart-form'
import styles from './catalog.module.css'

export function PortalProductCard({ product }: { product: Product }) {
  return (
    <article className={styles.product} aria-labelledby={`product-${product.id}`}>
      <div className={styles.productHead}>
        {product.imageUrl === null ? null : <img src={product.imageUrl} alt="" className={styles.image} loading="lazy" />}
        <div>
          <h2 id={`product-${product.id}`} className={styles.productName}>
            {product.name}
          </h2>
          <p className={styles.meta}>
            Réf. {product.reference}
            {product.category === null ? null : <> · {product.category.name}</>}
          </p>
          {product.description === null ? null : <p className={styles.description}>{product.description}</p>}
        </div>
      </div>
      {product.options.length === 0 ? (
        <p className={styles.meta}>Aucune option n’est disponible pour ce produit.</p>
      ) : (
        <ul className={styles.options} aria-label={`Options de ${product.name}`}>
          {product.options.map((option) => (
            <li key={option.id}>
              <AddToCartForm product={product} option={option} />
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
