import type { HomeBlock } from '../../../application/showcase/showcase-content'
import { RichText } from '../components/rich-text'
import { SiteLink } from '../components/site-link'
import styles from './home.module.css'

export const headingId = (block: HomeBlock) => `block-${block.id}`

/** A block's kicker (its subtitle), its heading and its text; the heading names the section. */
export function BlockIntro({ block, className }: { block: HomeBlock; className?: string }) {
  return (
    <div className={className}>
      {block.subtitle && <p className={styles.kicker}>{block.subtitle}</p>}
      <h2 id={headingId(block)} className={styles.title}>
        {block.title}
      </h2>
      {block.bodyHtml && <RichText html={block.bodyHtml} />}
    </div>
  )
}

/** A block's call-to-action links, the main one first. */
export function BlockLinks({ block, main, second }: { block: HomeBlock; main?: string; second?: string }) {
  if (block.link === null && block.secondaryLink === null) return null
  return (
    <div className={styles.actions}>
      {block.link && (
        <SiteLink href={block.link.href} className={main}>
          {block.link.label}
        </SiteLink>
      )}
      {block.secondaryLink && (
        <SiteLink href={block.secondaryLink.href} className={second}>
          {block.secondaryLink.label}
        </SiteLink>
      )}
    </div>
  )
}
