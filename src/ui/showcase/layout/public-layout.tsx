import { Outlet, useLoaderData, useRouterState } from '@tanstack/react-router'
import { ConsentBanner } from '../consent/consent-banner'
import { ConsentProvider } from '../consent/consent-provider'
import { PageAnnouncer } from './page-announcer'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import styles from './public-layout.module.css'

// The showcase frame (spec §2 "public layout"): header with the main navigation and the customer
// login, footer with legal links and partners, and the consent banner: next in the tab order after the skip
// link while it is open (decision 047), shown at the bottom of the window.
export function PublicLayout() {
  const fullWidth = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.fullWidth === true),
  })
  const { categories, partners } = useLoaderData({ from: '/_public' })
  return (
    <ConsentProvider>
      <SkipLink />
      <ConsentBanner />
      <SiteHeader categories={categories} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={fullWidth ? styles.mainFull : styles.main}>
        <Outlet />
      </main>
      <SiteFooter categories={categories} partners={partners} />
      <PageAnnouncer />
    </ConsentProvider>
  )
}
