import type { HomeBlock } from '../../../application/showcase/showcase-content'
import buttons from '../components/buttons.module.css'
import { ResponsiveImage } from '../components/responsive-image'
import { RichText } from '../components/rich-text'
import { BlockLinks, headingId } from './block-parts'
import styles from './hero-block.module.css'
import { LEAD_IMAGE_SIZES } from '../../../domain/page-images'

/** The opening band: the page's h1 over the largest image, which is fetched first (LCP). */
export function HeroBlock({ block, primary }: { block: HomeBlock; primary: boolean }) {
  const Title = primary ? 'h1' : 'h2'
  return (
    <section className={styles.hero} aria-labelledby={headingId(block)}>
      {block.image && (
        <ResponsiveImage
          image={block.image}
          sizes={LEAD_IMAGE_SIZES.hero}
          priority={primary}
          className={styles.heroImage}
        />
      )}
      <div className={styles.heroShade} aria-hidden="true" />
      <div className={styles.heroContent}>
        {block.subtitle && <p className={styles.heroKicker}>{block.subtitle}</p>}
        <Title id={headingId(block)} className={styles.heroTitle}>
          {block.title}
        </Title>
        {block.bodyHtml && <RichText html={block.bodyHtml} className={styles.heroBody} />}
        <BlockLinks block={block} main={buttons.onDark} second={buttons.onDarkGhost} />
      </div>
    </section>
  )
}
