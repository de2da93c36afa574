import { Link } from '@tanstack/react-router'
import styles from './company-logo.module.css'

// The company name as a home link; a span inside, not a heading, so each page keeps one h1.
export function BrandMark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={`${styles.brand} ${tone === 'light' ? styles.light : ''}`}
      aria-label="Écrin, retour à l’accueil"
    >
      <span className={styles.name}>Écrin</span>
      <span className={styles.tagline}>Emballages personnalisés</span>
    </Link>
  )
}
