import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { COOKIE_POLICY } from '../routing/content-pages'
import { useConsent } from './consent-provider'
import styles from './consent-banner.module.css'

// Not a modal: the visitor may read the page first. Both choices have the same size and look,
// so refusing is exactly as easy as accepting (CNIL). First in the page after the skip link (decision
// 047) but shown at the bottom of the window: the page reserves the height it covers (`--consent-height`,
// read by scroll-padding-bottom) so that a focused element always scrolls clear of it.
export function ConsentBanner() {
  const { bannerOpen, choice, decide } = useConsent()
  const region = useRef<HTMLElement>(null)
  const reopened = bannerOpen && choice !== null

  useEffect(() => {
    // Opened on request (footer, policy page): take keyboard users straight to the choice.
    if (reopened) region.current?.focus()
  }, [reopened])

  useEffect(() => {
    // The page's CSS uses the height only while the banner is there (:has), so it needs no reset.
    const banner = region.current
    if (!banner || !window.ResizeObserver) return
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--consent-height', `${banner.offsetHeight}px`),
    )
    observer.observe(banner)
    return () => observer.disconnect()
  }, [bannerOpen])

  if (!bannerOpen) return null
  return (
    <section ref={region} className={styles.banner} aria-labelledby="consent-title" tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            Votre vie privée
          </h2>
          <p>
            Avec votre accord, nous mesurons l’audience du site pour l’améliorer. Aucun traceur publicitaire. Vous
            pouvez changer d’avis à tout moment depuis le lien « Gestion des cookies » en bas de page.{' '}
            <Link to="/$page" params={{ page: COOKIE_POLICY }}>
              En savoir plus sur les cookies
            </Link>
          </p>
          {choice !== null && (
            <p className={styles.current}>
              Votre choix actuel : {choice === 'accepted' ? 'mesure d’audience acceptée' : 'mesure d’audience refusée'}.
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.choice} onClick={() => decide('refused')}>
            Tout refuser
          </button>
          <button type="button" className={styles.choice} onClick={() => decide('accepted')}>
            Tout accepter
          </button>
        </div>
      </div>
    </section>
  )
}
