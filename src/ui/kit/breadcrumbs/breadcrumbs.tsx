import { Link, type LinkProps } from '@tanstack/react-router'
import styles from './breadcrumbs.module.css'

export type Crumb = { readonly label: string; readonly to?: LinkProps['to']; readonly params?: LinkProps['params'] }

// Spec §2: breadcrumbs in French; the last crumb is the current page and is not a link.
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Fil d'Ariane" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {current || crumb.to === undefined ? (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                // exact: the router marks a link active (aria-current="page") on every page under its
                // path, which made "Accueil" and the parents "current" too.
                <Link to={crumb.to} params={crumb.params} activeOptions={{ exact: true }}>
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** The start of every trail in the customer area. */
export const ACCOUNT_CRUMBS: readonly Crumb[] = [
  { label: 'Accueil', to: '/' },
  { label: 'Espace client', to: '/account' },
]
