import forms from '../../kit/forms/forms.module.css'
import styles from './stock.module.css'

// Previous / next of a stock list (docs/decisions/077-brand-stock.md), shown once there is a second page.
export function StockPager(props: { label: string; page: number; pages: number; goTo: (page: number) => void }) {
  const { label, page, pages, goTo } = props
  if (pages <= 1) return null
  return (
    <nav className={styles.paging} aria-label={label}>
      <button
        type="button"
        className={forms.secondary}
        aria-disabled={page <= 1}
        onClick={() => (page > 1 ? goTo(page - 1) : undefined)}
      >
        Page précédente
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} sur {pages}
      </span>
      <button
        type="button"
        className={forms.secondary}
        aria-disabled={page >= pages}
        onClick={() => (page < pages ? goTo(page + 1) : undefined)}
      >
        Page suivante
      </button>
    </nav>
  )
}
