import { useState, type ReactNode } from 'react'
import styles from './session-panel.module.css'

// Who is logged in and the way out; the logout runs once even if the button is pressed twice.
export function SessionPanel({
  title,
  children,
  onLogout,
}: {
  title: string
  children: ReactNode
  onLogout: () => Promise<void>
}) {
  const [leaving, setLeaving] = useState(false)

  async function logout() {
    setLeaving(true)
    await onLogout()
  }

  return (
    <section className={styles.panel} aria-labelledby="session-title">
      <div>
        <h1 id="session-title">{title}</h1>
        {children}
      </div>
      <button type="button" className={styles.logout} onClick={logout} disabled={leaving} aria-busy={leaving}>
        Se déconnecter
      </button>
    </section>
  )
}
