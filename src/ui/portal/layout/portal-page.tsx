import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { Breadcrumbs, type Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import styles from './portal-page.module.css'

const TITLE_ATTRIBUTE = 'data-portal-title'

/**
 * Moves the focus to the page's title: where an action removed the control that had it (a line
 * removed, a page reached after a form), the keyboard starts again from the top of the content
 * rather than from <body>, and a screen reader says where it is.
 */
export function focusPageTitle(): void {
  document.querySelector<HTMLElement>(`[${TITLE_ATTRIBUTE}]`)?.focus({ preventScroll: true })
}

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body

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
  const heading = useRef<HTMLHeadingElement>(null)
  const router = useRouter()
  useEffect(() => {
    // Reached from another page (a login, a checkout) while nothing has the focus: the title takes it.
    // Not on the document's first page, whose Tab order starts at the skip link.
    if (router.history.canGoBack() && focusIsLost()) heading.current?.focus({ preventScroll: true })
  }, [router])
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[...trail, { label: title }]} />
      <div className={styles.heading}>
        <h1 ref={heading} className={styles.title} tabIndex={-1} {...{ [TITLE_ATTRIBUTE]: '' }}>
          {title}
        </h1>
        {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  )
}
