import { oneOf, PAGE_SIZES, type PageSize } from '../../app/router/search-params'
import forms from '../forms/forms.module.css'
import styles from './pagination.module.css'

type PaginationProps = {
  readonly page: number
  readonly pageCount: number
  readonly pageSize: PageSize
  readonly total: number
  /** The counted things, e.g. "commande(s)": shown as "12 commandes". */
  readonly noun: { readonly one: string; readonly many: string }
  readonly onPage: (page: number) => void
  readonly onPageSize: (size: PageSize) => void
}

/** Previous / next, where the list stands, and how many rows a page shows (spec §9: per_page). */
export function PortalPagination({ page, pageCount, pageSize, total, noun, onPage, onPageSize }: PaginationProps) {
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <p className={styles.status} aria-live="polite">
        {total} {total === 1 ? noun.one : noun.many} — page {page} sur {pageCount}
      </p>
      <div className={styles.controls}>
        <button type="button" className={forms.secondary} onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Page précédente
        </button>
        <button type="button" className={forms.secondary} onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          Page suivante
        </button>
        <label className={styles.size}>
          <span>Par page</span>
          <select
            className={forms.select}
            value={pageSize}
            onChange={(event) => onPageSize(oneOf(event.target.value, PAGE_SIZES) ?? pageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  )
}
