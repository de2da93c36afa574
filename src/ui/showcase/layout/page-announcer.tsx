import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * After an in-site navigation (not the first load, not a change of query or hash), focus moves to the new
 * page's h1 and a polite live region names the page: a screen reader user hears where they arrived, and the
 * next Tab starts from the content rather than from the link they followed.
 */
export function PageAnnouncer() {
  const router = useRouter()
  const live = useRef<HTMLParagraphElement>(null)
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        const heading = document.querySelector<HTMLElement>('main h1')
        if (!fromLocation || !pathChanged || !heading) return
        heading.tabIndex = -1
        // The router has already scrolled (to the top, or back where the visitor was): focus must not move it.
        heading.focus({ preventScroll: true })
        live.current!.textContent = `Page chargée : ${heading.textContent}`
      }),
    [router],
  )
  return <p ref={live} className="visually-hidden" aria-live="polite" />
}
