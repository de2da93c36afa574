import type { JSX } from 'react'
import { NOT_FOUND_HEAD } from './not-found-head'

export type HeadMeta = JSX.IntrinsicElements['meta'] & { title?: string }
export type HeadLink = JSX.IntrinsicElements['link']
/** A script a route's head declares: only JSON-LD is used, written by the server for crawlers. */
export type HeadScript = JSX.IntrinsicElements['script']

export type CollectedHead = {
  readonly title: string | undefined
  readonly metas: ReadonlyArray<readonly [string, HeadMeta]>
  readonly links: readonly HeadLink[]
  readonly scripts: readonly HeadScript[]
}

type HeadMatch = {
  readonly status?: string
  readonly meta?: ReadonlyArray<HeadMeta | undefined>
  readonly links?: ReadonlyArray<HeadLink | undefined>
  readonly headScripts?: ReadonlyArray<HeadScript | undefined>
}

/**
 * The head of the current routes: the deepest route wins a title or a meta of the same name or
 * property; links and scripts add up. The browser (RouteHead) and the server renderer read the same.
 */
export function collectHead(matches: readonly HeadMatch[]): CollectedHead {
  if (matches.some((match) => match.status === 'notFound')) {
    return {
      title: NOT_FOUND_HEAD.title,
      metas: NOT_FOUND_HEAD.meta.map((meta) => [meta.name, meta]),
      links: [],
      scripts: [],
    }
  }
  let title: string | undefined
  const metas = new Map<string, HeadMeta>()
  const links: HeadLink[] = []
  const scripts: HeadScript[] = []
  for (const match of matches) {
    for (const meta of match.meta ?? []) {
      if (meta?.title !== undefined) title = meta.title
      else if (meta) metas.set(String(meta.name ?? meta.property), meta)
    }
    for (const link of match.links ?? []) if (link) links.push(link)
    for (const script of match.headScripts ?? []) if (script) scripts.push(script)
  }
  return { title, metas: [...metas], links, scripts }
}
