import { Link, Outlet } from '@tanstack/react-router'
import { BrandMark } from '../brand/brand-mark'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import styles from './public-layout.module.css'

// The showcase frame (spec §2 "public layout"). Later issues add the catalogue and company pages to the nav.
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <BrandMark tone="light" />
          <nav aria-label="Navigation principale">
            <ul className={styles.navList}>
              <li>
                <Link to="/" className={styles.navLink} activeOptions={{ exact: true }}>
                  Accueil
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
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.company}>Écrin SAS — fabricant français d’emballages personnalisés</p>
          <p className={styles.legal}>© {new Date().getFullYear()} Écrin SAS. Tous droits réservés.</p>
        </div>
      </footer>
    </>
  )
}
