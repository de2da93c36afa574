import type { HomeBlock } from '../../../application/showcase/showcase-content'
import { ResponsiveImage } from '../components/responsive-image'
import { BlockIntro, headingId } from './block-parts'
import styles from './home.module.css'

export function PartnersBlock({ block }: { block: HomeBlock }) {
  return (
    <section className={styles.band} aria-labelledby={headingId(block)}>
      <div className={styles.inner}>
        <BlockIntro block={block} className={styles.intro} />
        <ul className={styles.partners}>
          {block.partners.map((partner) => {
            const content = (
              <>
                {partner.logo && (
                  <ResponsiveImage image={partner.logo} sizes="12rem" alt="" className={styles.partnerLogo} />
                )}
                <span className={styles.partnerName}>{partner.name}</span>
              </>
            )
            // A partner without a site of its own shows its name, not a link to nowhere (decision 046).
            return (
              <li key={partner.name}>
                {partner.url === null ? (
                  <div className={styles.partner}>{content}</div>
                ) : (
                  <a href={partner.url} className={styles.partner} rel="noopener">
                    {content}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
