import type { HomeBlock } from '../../../application/showcase/showcase-content'
import buttons from '../components/buttons.module.css'
import { ResponsiveImage } from '../components/responsive-image'
import { BlockIntro, BlockLinks, headingId } from './block-parts'
import styles from './home.module.css'

export function TextImageBlock({ block, imageFirst }: { block: HomeBlock; imageFirst: boolean }) {
  return (
    <section className={styles.band} aria-labelledby={headingId(block)}>
      <div className={`${styles.inner} ${styles.split} ${imageFirst ? styles.imageFirst : ''}`}>
        <div className={styles.text}>
          <BlockIntro block={block} />
          <BlockLinks block={block} main={buttons.secondary} second={buttons.secondary} />
        </div>
        {block.image && (
          <div className={styles.figure}>
            <ResponsiveImage
              image={block.image}
              sizes="(min-width: 60rem) 34rem, 92vw"
              className={styles.figureImage}
            />
          </div>
        )}
      </div>
    </section>
  )
}
