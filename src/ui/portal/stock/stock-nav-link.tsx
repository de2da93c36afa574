import { Link } from '@tanstack/react-router'
import type { Shop } from '../../../application/session/ports/auth-gateway'
import styles from '../layout/account-layout.module.css'

// "Stock" in the account menu for a head office (docs/decisions/077-brand-stock.md), from the session alone. The
// shops of a brand without a head office may open /account/stock too, but the menu does not name it for them: a
// shop's menu must keep to two rows at 390 px, and the session does not say whether its brand has a head office.
export function StockNavLink({ shop }: { shop: Shop | null | undefined }) {
  if (shop?.is_validator !== true) return null
  return (
    <li>
      <Link to="/account/stock" className={styles.navLink}>
        Stock
      </Link>
    </li>
  )
}
