import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import styles from './not-found-page.module.css'

export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const navigate = useNavigate()
  // Spec §2: an unknown address shows /404. The server answered it with a 404 status and this page;
  // the browser then names it /404, replacing the bad address in the history.
  useEffect(() => {
    if (pathname !== '/404') void navigate({ to: '/404', replace: true })
  }, [pathname, navigate])
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
