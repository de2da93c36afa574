import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Shop } from '../../../application/session/ports/auth-gateway'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import styles from '../layout/account-layout.module.css'
import { stockOverviewQuery } from './stock.queries'

// "Stock" in the account menu, only for whoever may open /account/stock (docs/decisions/077-brand-stock.md): a
// head office, or a shop of a brand without one. The session tells the first; for a shop with no validator of
// its own the page's own read decides (it is cached for the page), a shop validated by another never asks.
export function StockNavLink({ shop }: { shop: Shop | null | undefined }) {
  const runUseCase = useRunUseCase()
  const mayAsk = shop !== undefined && shop !== null && !shop.is_validator && shop.validator_id === null
  const probe = useQuery({ ...stockOverviewQuery(runUseCase), enabled: mayAsk, retry: false, staleTime: 300_000 })
  const shown = shop?.is_validator === true || (mayAsk && probe.isSuccess)
  if (!shown) return null
  return (
    <li>
      <Link to="/account/stock" className={styles.navLink}>
        Stock
      </Link>
    </li>
  )
}
