import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { cartCountQuery } from '../cart/cart-count.query'
import styles from './account-layout.module.css'

function countLabel(count: number): string {
  return count === 1 ? '1 produit' : `${count} produits`
}

/** The header's link to /panier with the number of products in the cart (spec §1, §3). */
export function CartBadge() {
  const runUseCase = useRunUseCase()
  // A count that cannot load just leaves the link without a number.
  const { data: count } = useQuery(cartCountQuery(runUseCase))
  return (
    // The name is given whole: a visually hidden ", 3 produits" beside the text was read "Mon panier , 3 produits".
    <Link
      to="/panier"
      className={styles.cart}
      aria-label={count === undefined ? undefined : `Mon panier, ${countLabel(count)}`}
    >
      Mon panier
      {count === undefined ? null : (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  )
}
