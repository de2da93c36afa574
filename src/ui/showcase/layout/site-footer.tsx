import { Link } from '@tanstack/react-router'
import type { CategoryNode, Partner } from '../../../application/showcase/showcase-content'
import { useHydrated } from '../../kit/forms/use-hydrated'
import { useConsent } from '../consent/consent-provider'
import { PartnerLogos } from './partner-logos'
import styles from './site-footer.module.css'

// [content page slug, label]: the company and legal pages of content/pages (one route, /$page).
const COMPANY_PAGES = [
  ['qui-sommes-nous', 'Qui sommes-nous'],
  ['nos-valeurs', 'Nos valeurs'],
  ['notre-savoir-faire', 'Notre savoir-faire'],
  ['nos-certifications', 'Nos certifications'],
] as const

const LEGAL_PAGES = [
  ['mentions-legales', 'Mentions légales'],
  ['cgv', 'CGV'],
  ['cgu', 'CGU'],
  ['politique-de-confidentialite', 'Politique de confidentialité'],
  ['politique-relative-aux-cookies-et-autres-traceurs', 'Politique cookies'],
] as const

function PageLinks({ pages }: { pages: ReadonlyArray<readonly [string, string]> }) {
  return pages.map(([page, label]) => (
    <li key={page}>
      <Link to="/$page" params={{ page }}>
        {label}
      </Link>
    </li>
  ))
}

type Props = { readonly categories: readonly CategoryNode[]; readonly partners: readonly Partner[] }

/** The footer: partners, address, every section of the site, legal links and the consent choice. */
export function SiteFooter({ categories, partners }: Props) {
  const { reopen } = useConsent()
  const hydrated = useHydrated()
  return (
    <footer className={styles.footer}>
      <PartnerLogos partners={partners} />
      <div className={styles.columns}>
        <div>
          <p className={styles.brand}>Écrin</p>
          <p className={styles.company}>Écrin SAS — fabricant français d’emballages personnalisés</p>
          <address className={styles.address}>
            12 rue des Cartonniers
            <br />
            37000 Tours, France
            <br />
            <a href="tel:+33247000000">02 47 00 00 00</a>
            <br />
            <a href="mailto:contact@ecrin-emballages.fr">contact@ecrin-emballages.fr</a>
          </address>
        </div>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products" className={styles.heading}>
            Nos produits
          </h2>
          <ul className={styles.links}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to="/categorie-produit/$category" params={{ category: category.slug }}>
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/catalogues-specialises">Catalogues spécialisés</Link>
            </li>
            <li>
              <Link to="/catalogue">Tout le catalogue</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            L’entreprise
          </h2>
          <ul className={styles.links}>
            <PageLinks pages={COMPANY_PAGES} />
            <li>
              <Link to="/actualites">Actualités</Link>
            </li>
            <li>
              <Link to="/nos-offres-emploi">Offres d’emploi</Link>
            </li>
            <li>
              <Link to="/nous-contacter">Nous contacter</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            Informations
          </h2>
          <ul className={styles.links}>
            <PageLinks pages={LEGAL_PAGES} />
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              {/* Until the scripts run, a click would be lost: the button waits for them, as the variant chips do. */}
              <button type="button" className={styles.linkButton} onClick={reopen} disabled={!hydrated}>
                Gestion des cookies
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.legal}>© {new Date().getFullYear()} Écrin SAS. Tous droits réservés.</p>
        <p className={styles.legal}>Conçu et fabriqué à Tours.</p>
      </div>
    </footer>
  )
}
