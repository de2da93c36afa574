import { useRouterState } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

/**
 * A disclosure (WAI-ARIA pattern) for the header's menus: Escape closes it and gives focus back to
 * its button, as do a click outside it and any navigation.
 */
export function useDisclosure<T extends HTMLElement>() {
  const [open, setOpen] = useState(false)
  const root = useRef<T>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    // The innermost open disclosure handles Escape; the one around it stays open.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
  }

  return { open, root, button, onKeyDown, toggle: () => setOpen((value) => !value), close: () => setOpen(false) }
}
