import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ConsentChoice } from '../../../domain/consent-lifetime'
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
  const saved = useRef<HTMLParagraphElement>(null)
  // What had the focus when the banner was reopened: it gets it back once the visitor has answered.
  const opener = useRef<HTMLElement | null>(null)
  const [answered, setAnswered] = useState<ConsentChoice | null>(null)
  const reopened = bannerOpen && choice !== null

  useEffect(() => {
    // Opened on request (footer, policy page): take keyboard users straight to the choice.
    if (!reopened) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    region.current?.focus()
  }, [reopened])

  useEffect(() => {
    // The answered banner leaves with the button that had the focus: rather than <body>, the focus goes
    // back to what opened it, or to a note of the choice in its place, so the next Tab goes on to the header.
    // The note is a status: it is announced, and it counts as a region, as every content outside landmarks must.
    if (answered === null || bannerOpen) return
    const back = opener.current
    opener.current = null
    if (back?.isConnected) back.focus()
    else saved.current?.focus()
  }, [answered, bannerOpen])

  function answer(next: ConsentChoice) {
    setAnswered(next)
    decide(next)
  }

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

  if (!bannerOpen) {
    if (answered === null) return null
    return (
      <p ref={saved} role="status" className="visually-hidden" tabIndex={-1}>
        {answered === 'accepted' ? 'Mesure d’audience acceptée.' : 'Mesure d’audience refusée.'}
      </p>
    )
  }
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
          <button type="button" className={styles.choice} onClick={() => answer('refused')}>
            Tout refuser
          </button>
          <button type="button" className={styles.choice} onClick={() => answer('accepted')}>
            Tout accepter
          </button>
        </div>
      </div>
    </section>
  )
}
