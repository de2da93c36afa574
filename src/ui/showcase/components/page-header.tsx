import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import styles from './page-header.module.css'

type Props = {
  readonly trail: readonly Crumb[]
  readonly title: string
  readonly kicker?: string
  readonly lead?: ReactNode
  readonly children?: ReactNode
}

/** Breadcrumbs, the page's single h1 and its lead paragraph. */
export function PageHeader({ trail, title, kicker, lead, children }: Props) {
  return (
    <div className={styles.header}>
      <Breadcrumbs trail={trail} />
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  )
}

/** Every showcase trail starts at the home page. */
export const HOME_CRUMB: Crumb = { label: 'Accueil', to: '/' }
