import { useRouterState } from '@tanstack/react-router'
import type { JSX } from 'react'

type Meta = JSX.IntrinsicElements['meta'] & { title?: string }

/**
 * Renders the `head` of the current routes (title, meta, link): the deepest route wins a title or a
 * meta of the same name or property. React 19 hoists these elements into the document head.
 * TanStack's HeadContent does the same with more (scripts, styles, SSR) and costs the home page
 * 1.5 KB of its JavaScript budget; this is all the app uses.
 */
export function RouteHead() {
  const matches = useRouterState({ select: (state) => state.matches })
  let title: string | undefined
  const metas = new Map<string, Meta>()
  const links: Array<JSX.IntrinsicElements['link']> = []
  for (const match of matches) {
    for (const meta of (match.meta ?? []) as Array<Meta | undefined>) {
      if (meta?.title !== undefined) title = meta.title
      else if (meta) metas.set(String(meta.name ?? meta.property), meta)
    }
    for (const link of match.links ?? []) if (link) links.push(link)
  }
  return (
    <>
      {title !== undefined && <title>{title}</title>}
      {[...metas].map(([key, meta]) => (
        <meta key={key} {...meta} />
      ))}
      {links.map((link) => (
        <link key={`${link.rel}:${link.href}`} {...link} />
      ))}
    </>
  )
}
