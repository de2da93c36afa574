import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import { PageHeader } from '../components/page-header'
import { ShowcasePagination, type PageLinkProps } from '../components/pagination'
import { ArticleCard } from './article-card'
import type { BlogListData } from './blog-list-data'
import styles from './blog.module.css'

type Props = {
  readonly data: BlogListData
  readonly page: number
  readonly trail: readonly Crumb[]
}

function pageLink(category: string | null) {
  return (page: number, label: ReactNode, extra: PageLinkProps) => {
    const search = page > 1 ? { page } : {}
    return category === null ? (
      <Link to="/actualites" search={search} {...extra}>
        {label}
      </Link>
    ) : (
      <Link to="/actualites/$slug" params={{ slug: category }} search={search} {...extra}>
        {label}
      </Link>
    )
  }
}

/** Published articles, newest first, a page at a time, with the blog's categories to filter. */
export function BlogListScreen({ data: { category, articles, categories, pageCount }, page, trail }: Props) {
  return (
    <>
      <PageHeader
        trail={trail}
        kicker={category ? 'Actualités' : 'Le journal de l’atelier'}
        title={category?.name ?? 'Actualités'}
        lead={
          category?.description ?? 'Nouveautés de l’atelier, conseils de fabrication et coulisses de nos emballages.'
        }
      />
      <nav aria-label="Catégories du blog" className={styles.filters}>
        <ul className={styles.chips}>
          <li>
            <Link to="/actualites" className={styles.chip} activeOptions={{ exact: true, includeSearch: false }}>
              Tous les articles
            </Link>
          </li>
          {categories.map((entry) => (
            <li key={entry.slug}>
              <Link
                to="/actualites/$slug"
                params={{ slug: entry.slug }}
                className={styles.chip}
                activeOptions={{ includeSearch: false }}
              >
                {entry.name} <span className={styles.count}>({entry.articleCount})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.items.length === 0 ? (
        <p>Aucun article n’est publié pour le moment.</p>
      ) : (
        <ul className={styles.grid}>
          {articles.items.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <ShowcasePagination page={page} pageCount={pageCount} linkTo={pageLink(category?.slug ?? null)} />
    </>
  )
}
