import { Link } from '@tanstack/react-router'
import type { Article } from '../../../application/showcase/showcase-content'
import { Breadcrumbs } from '../../kit/breadcrumbs/breadcrumbs'
import { HOME_CRUMB } from '../components/page-header'
import { frenchDate, isoDay } from '../components/format'
import { ResponsiveImage } from '../components/responsive-image'
import { RichText } from '../components/rich-text'
import styles from './blog.module.css'
import { LEAD_IMAGE_SIZES } from '../../../domain/page-images'

/** One blog article: title, date and reading time, cover, then the text. */
export function ArticleScreen({ article }: { article: Article }) {
  const updated = isoDay(article.updatedAt) !== isoDay(article.publishedAt)
  return (
    <article className={styles.article}>
      <Breadcrumbs
        trail={[
          HOME_CRUMB,
          { label: 'Actualités', to: '/actualites' },
          { label: article.category.name, to: '/actualites/$slug', params: { slug: article.category.slug } },
          { label: article.title },
        ]}
      />
      <div className={styles.articleHead}>
        <p className={styles.kicker}>
          <Link to="/actualites/$slug" params={{ slug: article.category.slug }}>
            {article.category.name}
          </Link>
        </p>
        <h1 className={styles.articleTitle}>{article.title}</h1>
        <p className={styles.articleMeta}>
          Publié le <time dateTime={isoDay(article.publishedAt)}>{frenchDate(article.publishedAt)}</time>
          {updated && (
            <>
              {' '}
              · mis à jour le <time dateTime={isoDay(article.updatedAt)}>{frenchDate(article.updatedAt)}</time>
            </>
          )}{' '}
          · Lecture : {article.readingMinutes} min
        </p>
        {article.excerpt && <p className={styles.lead}>{article.excerpt}</p>}
      </div>
      {article.cover && (
        <ResponsiveImage
          image={article.cover}
          sizes={LEAD_IMAGE_SIZES.article}
          priority
          className={styles.articleCover}
        />
      )}
      <RichText html={article.bodyHtml} className={styles.articleBody} />
      <p className={styles.back}>
        <Link to="/actualites">← Toutes les actualités</Link>
      </p>
    </article>
  )
}
