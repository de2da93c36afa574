import { Link } from '@tanstack/react-router'
import styles from './status.module.css'

// Shown when a screen fails in a way no use case anticipated (a defect, not a refused call).
// A div, not a main: it renders inside whichever layout already owns the main landmark.
export function RouteErrorScreen() {
  return (
    <div className={styles.screen}>
      <h1>Une erreur inattendue est survenue</h1>
      <p>La page n’a pas pu être affichée. Veuillez réessayer dans quelques instants.</p>
      <div className={styles.actions}>
        <Link to="/">Retour à l’accueil</Link>
      </div>
    </div>
  )
}
