import type { HomeBlock } from '../../../application/showcase/showcase-content'
import buttons from '../components/buttons.module.css'
import { ProductGrid } from '../components/product-card'
import { BlockIntro, BlockLinks, headingId } from './block-parts'
import styles from './home.module.css'

export function ProductHighlightBlock({ block }: { block: HomeBlock }) {
  return (
    <section className={`${styles.band} ${styles.tinted}`} aria-labelledby={headingId(block)}>
      <div className={styles.inner}>
        <BlockIntro block={block} className={styles.intro} />
        <ProductGrid products={block.products} />
        <div className={styles.more}>
          <BlockLinks block={block} main={buttons.primary} second={buttons.secondary} />
        </div>
      </div>
    </section>
  )
}
