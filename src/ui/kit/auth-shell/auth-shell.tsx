import type { ReactNode } from 'react'
import { BrandMark } from '../company-logo/company-logo'
import { MAIN_CONTENT_ID, SkipLink } from '../../showcase/layout/skip-link'
import styles from './auth-shell.module.css'

// The frame of screens outside the public layout (customer login): brand, one main, no site nav.
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <BrandMark />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  )
}
