import { useQuery } from '@tanstack/react-query'
import account from '../layout/account-layout.module.css'
import { AccountNav } from '../layout/account-nav'
import { CartBadge } from '../layout/cart-badge'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { shopSessionQuery } from '../../app/queries/session.queries'
import styles from './cart-account-bar.module.css'

/**
 * The portal's own bar on the cart and its confirmations (decision 043): these pages keep the
 * public layout (spec §2), and the logged-in shop keeps its account navigation and cart badge there.
 */
export function CartAccountBar() {
  const runUseCase = useRunUseCase()
  // The guard has just loaded the shop: read from the cache.
  const { data: shop } = useQuery(shopSessionQuery(runUseCase))
  return (
    <div className={`${account.header} ${styles.bar}`}>
      <div className={account.bar}>
        <div className={account.who}>
          <p className={account.area}>Espace client</p>
          {shop === null || shop === undefined ? null : <p className={account.shop}>{shop.name}</p>}
          <CartBadge />
        </div>
      </div>
      <AccountNav />
    </div>
  )
}
