import type { ReactNode } from 'react'
import { BrandMark } from '../company-logo/company-logo'
import { MAIN_CONTENT_ID, SkipLink } from '../../showcase/layout/skip-link'
import styles from './area-layout.module.css'

// The frame of the logged-in areas (customer account, back offices). Later issues add their menus.
export function AreaLayout({ areaName, children }: { areaName: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <BrandMark tone="light" />
          <p className={styles.area}>{areaName}</p>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  )
}
