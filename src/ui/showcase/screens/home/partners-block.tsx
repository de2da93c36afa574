import type { HomeBlock } from '../../../../application/showcase/showcase-content'
import { ResponsiveImage } from '../../components/responsive-image'
import { BlockIntro, headingId } from './block-parts'
import styles from './home.module.css'

export function PartnersBlock({ block }: { block: HomeBlock }) {
  return (
    <section className={styles.band} aria-labelledby={headingId(block)}>
      <div className={styles.inner}>
        <BlockIntro block={block} className={styles.intro} />
        <ul className={styles.partners}>
          {block.partners.map((partner) => (
            <li key={partner.name}>
              <a href={partner.url} className={styles.partner} rel="noopener">
                {partner.logo && <ResponsiveImage image={partner.logo} sizes="12rem" alt="" className={styles.partnerLogo} />}
                <span className={styles.partnerName}>{partner.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
