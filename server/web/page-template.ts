// The built index.html (Vite writes its script and style tags into it) filled with a rendered page.

// The tags a page's head owns: the build's generic title and description give way to the page's.
const OWNED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="(?:description|robots|twitter:[a-z:]+)"[^>]*>\s*/gi,
  /<meta\s+property="og:[a-z_:]+"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<script\s+type="application\/ld\+json">[\s\S]*?<\/script>\s*/gi,
]

export type RenderedParts = { readonly head: string; readonly body: string; readonly scripts: string }

// React writes the elements it hoists (a component's <link rel="preload"> for its lead image) at the
// start of what it renders; they belong in the head, where the browser finds them first.
const LEADING_HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/

export function fillTemplate(template: string, parts: RenderedParts): string {
  const found = LEADING_HOISTED.exec(parts.body)?.[0] ?? ''
  const body = parts.body.slice(found.length)
  // React keeps its prop names (imageSrcSet); HTML's are lower case, as every other tag of the head.
  const hoisted = found.replace(/\s([A-Za-z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`)
  const headEnd = template.search(/<\/head>/i)
  const rootAt = template.indexOf('<div id="root"></div>')
  if (headEnd === -1 || rootAt === -1 || rootAt < headEnd) throw new Error('index.html has no </head> or empty #root')
  const head = OWNED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), template.slice(0, headEnd))
  const between = template.slice(headEnd, rootAt)
  const after = template.slice(rootAt + '<div id="root"></div>'.length)
  // The router's dehydration scripts run before the deferred module entry that reads them.
  const headTags = hoisted === '' ? parts.head : `${parts.head}\n    ${hoisted}`
  const root = `<div id="root">${body}</div>${parts.scripts}`
  return `${head.replace(/\s*$/, '')}\n    ${headTags}\n  ${between}${root}${after}`
}
