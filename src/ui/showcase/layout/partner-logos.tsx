import type { Partner } from '../../../application/showcase/showcase-content'
import { ResponsiveImage } from '../components/responsive-image'
import styles from './site-footer.module.css'

/** The partners' logos, each a link to the partner's site if it has one; nothing until they are known. */
export function PartnerLogos({ partners }: { partners: readonly Partner[] }) {
  if (partners.length === 0) return null
  return (
    <div className={styles.partners}>
      <h2 className={styles.partnersTitle}>Ils travaillent avec nous</h2>
      <ul className={styles.partnerList}>
        {partners.map((partner) => {
          const mark = partner.logo ? (
            <ResponsiveImage image={partner.logo} sizes="10rem" alt={partner.name} className={styles.logo} />
          ) : (
            <span>{partner.name}</span>
          )
          return (
            <li key={partner.name}>
              {partner.url === null ? (
                <span className={styles.partner}>{mark}</span>
              ) : (
                <a href={partner.url} className={styles.partner} rel="noopener" title={partner.name}>
                  {mark}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
