import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Breadcrumbs } from '../../kit/breadcrumbs/breadcrumbs'
import styles from '../../kit/backoffice/backoffice-layout.module.css'

export const ACCESS_DENIED_TITLE = 'Accès refusé'

/**
 * What an administrator sees on a section their role may not open (decision 070), inside the back
 * office's frame. The heading takes the focus, so that a screen reader announces the refusal and the
 * keyboard starts from it, never from <body>.
 */
export function AccessDeniedPage() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ label: 'Back-office', to: '/backoffice' }, { label: ACCESS_DENIED_TITLE }]} />
      <div className={styles.heading}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {ACCESS_DENIED_TITLE}
        </h1>
      </div>
      <p>Cette page est réservée aux super administrateurs.</p>
      <p>
        <Link to="/backoffice">Retour à l’accueil du back-office</Link>
      </p>
    </div>
  )
}
