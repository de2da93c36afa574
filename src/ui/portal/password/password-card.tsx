import type { ReactNode } from 'react'
import styles from './password.module.css'

/** The frame of the two password screens of the public layout. */
export function PasswordCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h1 id="password-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  )
}
