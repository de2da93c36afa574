import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import styles from './rich-text.module.css'

type Props = {
  /** HTML sanitised by the server on write (server/platform/shared/rich-text.ts). */
  readonly html: string
  readonly className?: string
  /** Called after the browser followed an in-page `#anchor` link of the content. */
  readonly onAnchor?: (id: string) => void
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  )
}

// Content links to other pages of the site become client navigations, like every other link.
export function RichText({ html, className, onAnchor }: Props) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || !isPlainClick(event) || anchor.target) return
    if (href.startsWith('#')) {
      onAnchor?.(href.slice(1))
      return
    }
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault()
      void router.navigate({ href })
    }
  }
  return (
    // Clicks bubble from the links inside, which the keyboard activates as well.
    <div
      className={`${styles.prose} ${className ?? ''}`}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
