import { useSuspenseQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { shopSessionQuery } from '../../app/queries/session.queries'
import { BrandMark } from '../../kit/company-logo/company-logo'
import { MAIN_CONTENT_ID, SkipLink } from '../../showcase/layout/skip-link'
import { AccountNav } from './account-nav'
import { CartBadge } from './cart-badge'
import styles from './account-layout.module.css'

// The customer area's frame: who is logged in, the cart badge, and the area's navigation.
export function AccountLayout() {
  const runUseCase = useRunUseCase()
  const { data: shop } = useSuspenseQuery(shopSessionQuery(runUseCase))
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <BrandMark tone="light" />
          <div className={styles.who}>
            <p className={styles.area}>Espace client</p>
            {shop === null ? null : <p className={styles.shop}>{shop.name}</p>}
            <CartBadge />
          </div>
        </div>
        <AccountNav />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  )
}
