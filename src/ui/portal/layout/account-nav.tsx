import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { logoutShop } from '../../../application/portal/shop-session.use-case'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { sessionKeys, shopSessionQuery } from '../../app/queries/session.queries'
import { ordersToValidateCountQuery } from '../order-validation/validation.queries'
import { PORTAL_QUERY_ROOTS } from '../portal-query-roots'
import { EcommerceLinkButton } from './ecommerce-link-button'
import { StockNavLink } from '../stock/stock-nav-link'
import styles from './account-layout.module.css'

const TO_VALIDATE = 'Commandes à valider'

// The link's name is given whole (a visually hidden ", 2 commandes…" was read with a stray comma).
function ToValidateLink() {
  const runUseCase = useRunUseCase()
  // Spec §8: a failed count is silent; the use case reads it as 0, and 0 shows no badge.
  const { data: count = 0 } = useQuery(ordersToValidateCountQuery(runUseCase))
  const waiting = count === 1 ? '1 commande en attente' : `${count} commandes en attente`
  return (
    <Link
      to="/account/ordervalid"
      className={styles.navLink}
      aria-label={count === 0 ? undefined : `${TO_VALIDATE}, ${waiting}`}
    >
      {TO_VALIDATE}
      {count === 0 ? null : (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  )
}

export function AccountNav() {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  // "Commandes à valider" only for a head office (a shop that validates others).
  const { data: shop } = useQuery(shopSessionQuery(runUseCase))
  const validates = shop?.is_validator === true
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)

  async function logout() {
    setLeaving(true)
    await runUseCase(logoutShop())
    await navigate({ to: '/login' })
    // Forgotten after leaving, so no screen renders without its shop and the next shop starts clean.
    queryClient.removeQueries({ queryKey: sessionKeys.shop })
    for (const root of PORTAL_QUERY_ROOTS) queryClient.removeQueries({ queryKey: root })
  }

  return (
    <nav aria-label="Espace client" className={styles.nav}>
      <ul className={styles.navList}>
        <li>
          <Link to="/account/catalog" className={styles.navLink}>
            Catalogue
          </Link>
        </li>
        <li>
          <Link to="/account/order" className={styles.navLink}>
            Mes commandes
          </Link>
        </li>
        {validates ? (
          <li>
            <ToValidateLink />
          </li>
        ) : null}
        {validates ? (
          <li>
            <Link to="/account/regles" className={styles.navLink}>
              Règles de validation
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/account/bat" className={styles.navLink}>
            BAT
          </Link>
        </li>
        <StockNavLink shop={shop} />
        <li>
          <Link to="/account/profile" className={styles.navLink}>
            Mon profil
          </Link>
        </li>
        <li>
          <EcommerceLinkButton className={styles.navButton} />
        </li>
        <li>
          <button type="button" className={styles.navButton} onClick={logout} disabled={leaving} aria-busy={leaving}>
            Se déconnecter
          </button>
        </li>
      </ul>
    </nav>
  )
}
