import { Link } from '@tanstack/react-router'
import type { CategoryNode } from '../../../application/showcase/showcase-content'
import { BrandMark } from '../../kit/company-logo/company-logo'
import { ProductsMenu } from './products-menu'
import { useDisclosure } from './use-disclosure'
import styles from './site-header.module.css'

const NAV_ID = 'navigation-principale'

/** The header: brand, main navigation (a disclosure menu on small screens) and "Espace client". */
export function SiteHeader({ categories }: { categories: readonly CategoryNode[] }) {
  const menu = useDisclosure<HTMLDivElement>()
  return (
    <header className={styles.header}>
      <div ref={menu.root} className={styles.bar} onKeyDown={menu.onKeyDown}>
        <BrandMark tone="light" />
        <button
          ref={menu.button}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={NAV_ID}
          onClick={menu.toggle}
        >
          <span className={styles.burger} aria-hidden="true" />
          Menu
        </button>
        <nav id={NAV_ID} aria-label="Navigation principale" className={`${styles.nav} ${menu.open ? styles.open : ''}`}>
          <ul className={styles.navList}>
            <li>
              <Link to="/" className={styles.navLink} activeOptions={{ exact: true }}>
                Accueil
              </Link>
            </li>
            <li>
              <ProductsMenu categories={categories} linkClassName={styles.navLink} />
            </li>
            <li>
              <Link to="/$page" params={{ page: 'qui-sommes-nous' }} className={styles.navLink}>
                Qui sommes-nous
              </Link>
            </li>
            <li>
              <Link to="/$page" params={{ page: 'notre-savoir-faire' }} className={styles.navLink}>
                Savoir-faire
              </Link>
            </li>
            <li>
              <Link to="/actualites" className={styles.navLink}>
                Actualités
              </Link>
            </li>
            <li>
              <Link to="/nos-offres-emploi" className={styles.navLink}>
                Offres d’emploi
              </Link>
            </li>
            <li>
              <Link to="/nous-contacter" className={styles.navLink}>
                Nous contacter
              </Link>
            </li>
            <li>
              <Link to="/login" className={`${styles.navLink} ${styles.customer}`}>
                Espace client
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
