import forms from '../forms/forms.module.css'
import styles from './previous-next-pager.module.css'

// Previous / next of a list read a page at a time (the BAT queue, the stock), shown once there is a second page.
export function PreviousNextPager(props: { label: string; page: number; pages: number; goTo: (page: number) => void }) {
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
