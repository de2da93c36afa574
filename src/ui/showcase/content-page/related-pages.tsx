import { Link } from '@tanstack/react-router'
import buttons from '../components/buttons.module.css'
import { CONTENT_PAGES, type ContentPageSlug } from '../routing/content-pages'
import styles from './content-page.module.css'

const COMPANY: readonly ContentPageSlug[] = [
  'qui-sommes-nous',
  'nos-valeurs',
  'notre-savoir-faire',
  'nos-certifications',
]
const LEGAL: readonly ContentPageSlug[] = [
  'mentions-legales',
  'cgv',
  'cgu',
  'politique-de-confidentialite',
  'politique-relative-aux-cookies-et-autres-traceurs',
]

/** The sister pages of a company or legal page, and the way to write to us. */
export function RelatedPages({ current }: { current: string }) {
  const company = (COMPANY as readonly string[]).includes(current)
  return (
    <aside className={styles.aside} aria-labelledby="related-title">
      <div className={styles.card}>
        <h2 id="related-title" className={styles.asideTitle}>
          {company ? 'L’entreprise' : 'Informations'}
        </h2>
        <ul className={styles.related}>
          {(company ? COMPANY : LEGAL).map((slug) => (
            <li key={slug}>
              <Link to="/$page" params={{ page: slug }} className={styles.relatedLink}>
                {CONTENT_PAGES[slug]}
              </Link>
            </li>
          ))}
          {company ? (
            <li>
              <Link to="/catalogues-specialises" className={styles.relatedLink}>
                Catalogues spécialisés
              </Link>
            </li>
          ) : (
            <li>
              <Link to="/faq" className={styles.relatedLink}>
                Questions fréquentes
              </Link>
            </li>
          )}
        </ul>
      </div>
      <div className={`${styles.card} ${styles.contactCard}`}>
        <p className={styles.contactTitle}>Une question, un projet ?</p>
        <p>Notre équipe vous répond sous 48 heures ouvrées.</p>
        <Link to="/nous-contacter" className={buttons.onDark}>
          Nous contacter
        </Link>
      </div>
    </aside>
  )
}
