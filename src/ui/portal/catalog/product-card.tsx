import type { Product } from '../../../application/portal/ports/catalog-gateway'
import { AddToCartForm } from './add-to-cart-form'
import { cartPairKey } from './catalog-messages'
import styles from './catalog.module.css'
import { EstimatedDelivery } from '../pricing/estimated-delivery'

// The thumbnail's box (6rem at 16px): width and height reserve it before the image loads.
const THUMBNAIL_SIZE = 96

type Props = {
  readonly product: Product
  /** Quantities already in the open cart by (product, option) pair; empty while the cart is unknown. */
  readonly cartQuantities: ReadonlyMap<string, number>
}

export function PortalProductCard({ product, cartQuantities }: Props) {
  const severalOptions = product.options.length > 1
  return (
    <article className={styles.product} aria-labelledby={`product-${product.id}`}>
      <div className={styles.productHead}>
        {product.imageUrl === null ? null : (
          // alt="": the product's name is the heading beside it.
          <img
            src={product.imageUrl}
            alt=""
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            className={styles.image}
            loading="lazy"
            decoding="async"
          />
        )}
        <div>
          <h2 id={`product-${product.id}`} className={styles.productName}>
            {product.name}
          </h2>
          <p className={styles.meta}>
            Réf. {product.reference}
            {product.category === null ? null : <> · {product.category.name}</>}
          </p>
          {product.description === null ? null : <p className={styles.description}>{product.description}</p>}
          {/* The day with production: an option kept in stock says its own (docs/decisions/077-brand-stock.md). */}
          {product.options.some((option) => option.stock === null) ? (
            <EstimatedDelivery day={product.estimatedDelivery} />
          ) : null}
        </div>
      </div>
      {product.options.length === 0 ? (
        <p className={styles.meta}>Aucune option n’est disponible pour ce produit.</p>
      ) : (
        <ul className={styles.options} aria-label={`Options de ${product.name}`}>
          {product.options.map((option, index) => (
            <li key={option.id}>
              <AddToCartForm
                product={product}
                option={option}
                inCart={cartQuantities.get(cartPairKey(product.id, option.id)) ?? null}
                quickOrderCode={severalOptions ? `${product.reference}#${index + 1}` : null}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
