import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import styles from './portal-page.module.css'

// Every portal screen: its trail, its one h1, then its content.
export function PortalPage({
  trail,
  title,
  actions,
  children,
}: {
  trail: readonly Crumb[]
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[...trail, { label: title }]} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  )
}
