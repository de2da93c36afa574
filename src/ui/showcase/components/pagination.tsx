import type { ReactNode } from 'react'
import styles from './pagination.module.css'

export type PageLinkProps = { readonly className?: string; readonly 'aria-label'?: string; readonly rel?: string }

type Props = {
  readonly page: number
  readonly pageCount: number
  /** Renders the link to a page (each list knows its own route). */
  readonly linkTo: (page: number, label: ReactNode, extra: PageLinkProps) => ReactNode
}

/** Numbered pages with previous and next; nothing when everything fits on one page. */
export function ShowcasePagination({ page, pageCount, linkTo }: Props) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            {linkTo(page - 1, '‹ Précédent', { className: styles.step, 'aria-label': 'Page précédente', rel: 'prev' })}
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className={`${styles.page} ${styles.current}`} aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              linkTo(number, number, { className: styles.page, 'aria-label': `Page ${number}` })
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            {linkTo(page + 1, 'Suivant ›', { className: styles.step, 'aria-label': 'Page suivante', rel: 'next' })}
          </li>
        )}
      </ul>
    </nav>
  )
}
