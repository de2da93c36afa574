import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import type { ContentPage } from '../../../application/showcase/showcase-content'
import { useConsent } from '../consent/consent-provider'
import { ContentPageScreen } from './content-page-screen'
import buttons from '../components/buttons.module.css'
import styles from './cookie-policy.module.css'

export const CONSENT_ANCHOR = 'gestion-des-cookies'

/** The cookie policy, where the visitor can also change their consent (link `#gestion-des-cookies`). */
export function CookiePolicyScreen({ page }: { page: ContentPage }) {
  const { choice, reopen } = useConsent()
  const hash = useRouterState({ select: (state) => state.location.hash })

  useEffect(() => {
    if (hash === CONSENT_ANCHOR) reopen()
  }, [hash, reopen])

  return (
    <ContentPageScreen page={page} onAnchor={(id) => id === CONSENT_ANCHOR && reopen()}>
      <section id={CONSENT_ANCHOR} className={styles.manage} aria-labelledby="manage-title" tabIndex={-1}>
        <h2 id="manage-title">Gestion des cookies</h2>
        <p>
          {choice === null
            ? 'Vous n’avez pas encore fait de choix : aucun traceur de mesure d’audience n’est déposé.'
            : choice === 'accepted'
              ? 'Vous avez accepté la mesure d’audience.'
              : 'Vous avez refusé la mesure d’audience : aucun traceur de mesure d’audience n’est déposé.'}
        </p>
        <button type="button" className={buttons.primary} onClick={reopen}>
          Modifier mes choix
        </button>
      </section>
    </ContentPageScreen>
  )
}
