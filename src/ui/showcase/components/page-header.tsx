import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import styles from './page-header.module.css'

type Props = {
  /** Where the page stands; a page right under the home page needs only its `crumb`, by default its title. */
  readonly trail?: readonly Crumb[]
  readonly crumb?: string
  readonly title: string
  readonly kicker?: string
  readonly lead?: ReactNode
  readonly children?: ReactNode
}

/** Breadcrumbs, the page's single h1 and its lead paragraph. */
export function PageHeader({ trail, crumb, title, kicker, lead, children }: Props) {
  return (
    <div className={styles.header}>
      <Breadcrumbs trail={trail ?? [HOME_CRUMB, { label: crumb ?? title }]} />
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  )
}

/** Every showcase trail starts at the home page. */
export const HOME_CRUMB: Crumb = { label: 'Accueil', to: '/' }
