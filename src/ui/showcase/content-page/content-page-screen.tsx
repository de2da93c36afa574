import type { ReactNode } from 'react'
import type { ContentPage } from '../../../application/showcase/showcase-content'
import { PageHeader } from '../components/page-header'
import { RichText } from '../components/rich-text'
import { frenchDate, isoDay } from '../components/format'
import { RelatedPages } from './related-pages'
import styles from './content-page.module.css'

type Props = {
  readonly page: ContentPage
  /** Extra content after the text, e.g. the consent controls of the cookie policy. */
  readonly children?: ReactNode
  readonly onAnchor?: (id: string) => void
}

/** A company or legal page of content/pages, as the server rendered it from Markdown. */
export function ContentPageScreen({ page, children, onAnchor }: Props) {
  return (
    <div className={styles.layout}>
      <article className={styles.article}>
        <PageHeader title={page.title} lead={page.description} />
        <RichText html={page.html} onAnchor={onAnchor} />
        {children}
        {page.updated && (
          <p className={styles.updated}>
            Dernière mise à jour : <time dateTime={isoDay(page.updated)}>{frenchDate(page.updated)}</time>
          </p>
        )}
      </article>
      <RelatedPages current={page.slug} />
    </div>
  )
}
