import type { ReactNode } from 'react'
import styles from './login-card.module.css'

export function LoginCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  )
}
