import type { HomeBlock } from '../../../application/showcase/showcase-content'
import buttons from '../components/buttons.module.css'
import { BlockIntro, BlockLinks, headingId } from './block-parts'
import styles from './home.module.css'

export function CallToActionBlock({ block }: { block: HomeBlock }) {
  return (
    <section className={styles.cta} aria-labelledby={headingId(block)}>
      <div className={`${styles.inner} ${styles.ctaInner}`}>
        <BlockIntro block={block} />
        <BlockLinks block={block} main={buttons.onDark} second={buttons.onDarkGhost} />
      </div>
    </section>
  )
}
