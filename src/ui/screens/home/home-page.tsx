import { Link } from '@tanstack/react-router'
import styles from './home-page.module.css'

// A deliberately small home: the showcase issue replaces it with the editable home blocks.
export function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.kicker}>Fabricant français depuis la conception jusqu’à la livraison</p>
        <h1 id="home-title">Des emballages sur mesure qui révèlent vos produits</h1>
        <p className={styles.lead}>
          Coffrets, étuis, sacs et packagings personnalisés : Écrin accompagne les marques et leurs boutiques
          avec des emballages conçus et fabriqués en France.
        </p>
        <div className={styles.actions}>
          <Link to="/login" className={styles.primary}>
            Accéder à l’espace client
          </Link>
        </div>
      </section>
      <section className={styles.values} aria-label="Nos engagements">
        <ul className={styles.valueList}>
          <li>
            <h2 className={styles.valueTitle}>Sur mesure</h2>
            <p>Formats, matières et finitions adaptés à chaque produit et à chaque enseigne.</p>
          </li>
          <li>
            <h2 className={styles.valueTitle}>Fabriqué en France</h2>
            <p>Une production maîtrisée dans nos ateliers, au plus près de nos clients.</p>
          </li>
          <li>
            <h2 className={styles.valueTitle}>Espace professionnel</h2>
            <p>Vos boutiques commandent en ligne leur catalogue d’emballages personnalisés.</p>
          </li>
        </ul>
      </section>
    </>
  )
}
