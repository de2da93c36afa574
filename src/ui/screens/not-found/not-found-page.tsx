import { Link } from '@tanstack/react-router'
import styles from './not-found-page.module.css'

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page introuvable</h1>
      <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <Link to="/" className={styles.home}>
        Retour à l’accueil
      </Link>
    </section>
  )
}
