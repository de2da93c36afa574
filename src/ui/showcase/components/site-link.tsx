import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

type Props = { readonly href: string; readonly className?: string; readonly children: ReactNode }

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * A link whose target is data (home blocks are edited in the back office): a path of the site is
 * a client navigation, anything else a plain link to another site.
 */
export function SiteLink({ href, className, children }: Props) {
  const router = useRouter()
  if (!isInternal(href)) {
    return (
      <a href={href} className={className} rel="noopener">
        {children}
      </a>
    )
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
