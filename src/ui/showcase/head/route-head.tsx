import { useRouterState } from '@tanstack/react-router'
import { collectHead, type HeadMeta } from './collect-head'

/**
 * Renders the `head` of the current routes (title, meta, link): React 19 hoists these elements into
 * the document head. TanStack's HeadContent does the same with more and costs the home page 1.5 KB of
 * its JavaScript budget; this is all the app uses. The server writes the same head into the first
 * answer (src/ui/app/server-render), so this renders nothing there.
 */
export function RouteHead() {
  const matches = useRouterState({ select: (state) => state.matches })
  if (typeof window === 'undefined') return null
  const { title, metas, links } = collectHead(matches as Parameters<typeof collectHead>[0])
  return (
    <>
      {title !== undefined && <title>{title}</title>}
      {metas.map(([key, meta]: readonly [string, HeadMeta]) => (
        <meta key={key} {...meta} />
      ))}
      {links.map((link) => (
        <link key={`${link.rel}:${link.href}`} {...link} />
      ))}
    </>
  )
}
