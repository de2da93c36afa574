import { Link } from '@tanstack/react-router'
import type { ArticleSummary } from '../../../application/showcase/showcase-content'
import { frenchDate, isoDay } from '../components/format'
import { ResponsiveImage } from '../components/responsive-image'
import styles from './blog.module.css'

const CARD_SIZES = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 92vw'

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {article.cover ? (
          <ResponsiveImage image={article.cover} sizes={CARD_SIZES} alt="" className={styles.cover} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.category}>{article.category.name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDay(article.publishedAt)}>{frenchDate(article.publishedAt)}</time>
        </p>
        <h2 className={styles.cardTitle}>
          <Link to="/article/$slug" params={{ slug: article.slug }} className={styles.cardLink}>
            {article.title}
          </Link>
        </h2>
        {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
        <p className={styles.reading}>Lecture : {article.readingMinutes} min</p>
      </div>
    </article>
  )
}
