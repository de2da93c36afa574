import { collectHead, type HeadScript } from '../showcase/head/collect-head'

/** Text for an HTML attribute or element: the one escaper of what the server writes into a page. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

const attributes = (record: Record<string, unknown>) =>
  Object.entries(record)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('')

// JSON-LD is data, not markup: only "<" could end the script early, and it is escaped in JSON itself.
const jsonLdScript = (script: HeadScript) => {
  const source = typeof script.children === 'string' ? script.children : ''
  const type = escapeHtml(script.type ?? 'application/ld+json')
  return `<script type="${type}">${source.replace(/</g, '\\u003c')}</script>`
}

/** The head of the rendered routes as HTML: the same title, meta and links RouteHead renders in the browser. */
export function documentHead(matches: Parameters<typeof collectHead>[0]): string {
  const { title, metas, links, scripts } = collectHead(matches)
  const tags: string[] = []
  if (title !== undefined) tags.push(`<title>${escapeHtml(title)}</title>`)
  for (const [, meta] of metas) tags.push(`<meta${attributes(meta as Record<string, unknown>)} />`)
  for (const link of links) tags.push(`<link${attributes(link as Record<string, unknown>)} />`)
  for (const script of scripts) tags.push(jsonLdScript(script))
  return tags.join('\n    ')
}
