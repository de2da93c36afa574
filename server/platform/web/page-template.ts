// The built index.html (Vite writes its script and style tags into it), cut around a rendered page.

// The tags a page's head owns: the build's generic title and description give way to the page's.
const OWNED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="(?:description|robots|twitter:[a-z:]+)"[^>]*>\s*/gi,
  /<meta\s+property="og:[a-z_:]+"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<script\s+type="application\/ld\+json">[\s\S]*?<\/script>\s*/gi,
]

const EMPTY_ROOT = '<div id="root"></div>'
const MODULE_PRELOAD = /<link\s+rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gi
const ENTRY_SCRIPT = /<script\s+type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i

/** The built page around a rendered body: what goes before the body, and what goes after its scripts. */
export type TemplateParts = { readonly head: string; readonly between: string; readonly after: string }

export function splitTemplate(template: string): TemplateParts {
  const headEnd = template.search(/<\/head>/i)
  const rootAt = template.indexOf(EMPTY_ROOT)
  if (headEnd === -1 || rootAt === -1 || rootAt < headEnd) throw new Error('index.html has no </head> or empty #root')
  const head = OWNED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), template.slice(0, headEnd))
  return {
    head: deferEntry(head).replace(/\s*$/, ''),
    between: template.slice(headEnd, rootAt),
    after: template.slice(rootAt + EMPTY_ROOT.length),
  }
}

/**
 * A rendered page is read before its JavaScript runs, so the JavaScript waits until the page's lead
 * image (fetchpriority="high", its largest paint) is on screen, or its first content when it has none, as
 * the browser reports it (the image carries `elementtiming`, so its own paint is reported even when it is not the
 * largest); three seconds at most. The stylesheet and that image no longer share the
 * visitor's bandwidth and main thread with 100 KB of scripts, and hydration (docs/decisions/051) starts
 * once the page is shown. Where the browser does not report paints (or the image is not the largest), the
 * scripts start two frames after the image has loaded. A hidden tab paints nothing: it starts at once.
 * Vite's module preloads move into that start, so the scripts still load in parallel. An inline module
 * runs once the document is parsed: the lead image is in the DOM by then.
 */
export function deferEntry(head: string): string {
  const entry = ENTRY_SCRIPT.exec(head)?.[1]
  if (entry === undefined) return head
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  return head.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => entryStarter(entry, preloads))
}

const entryStarter = (entry: string, preloads: readonly (string | undefined)[]) =>
  `<script type="module">
let started = false
const start = () => {
  if (started) return
  started = true
  for (const href of ${JSON.stringify(preloads)}) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href })
    link.crossOrigin = ''
    document.head.append(link)
  }
  import(${JSON.stringify(entry)})
}
// Whatever happens below, the page is taken over within three seconds.
setTimeout(start, 3000)
const lead = document.querySelector('img[fetchpriority="high"]')
const supported = globalThis.PerformanceObserver?.supportedEntryTypes ?? []
// Element Timing reports the lead image's own paint, largest or not; the largest paint is the next best.
const own = lead?.hasAttribute('elementtiming') && supported.includes('element')
const type = lead === null ? 'paint' : own ? 'element' : 'largest-contentful-paint'
const shown = (entry) => (lead === null ? entry.name === 'first-contentful-paint' : entry.element === lead)
if (document.visibilityState !== 'visible') start()
else {
  const reported = supported.includes(type)
  if (reported) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(shown)) return
      observer.disconnect()
      start()
    }).observe({ type, buffered: true })
  }
  // Without reports, two frames after the load; with them, a guard against a paint never reported, wide
  // enough that a busy machine still presents the image first.
  const wait = own ? 1000 : reported ? 100 : 0
  const soon = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, wait)))
  if (lead === null || lead.complete) soon()
  else {
    lead.addEventListener('load', soon)
    lead.addEventListener('error', soon)
  }
}
</script>`

// React writes the elements it hoists (a component's <link rel="preload"> for its lead image) at the
// start of what it renders; they belong in the head, where the browser finds them first.
const LEADING_HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)*/
const HOISTED_OPENINGS = ['<link', '<meta', '<title']
// What follows the tags found is still one of them: cut before its name ends, or before its ">".
const mayBeHoisted = (rest: string) =>
  HOISTED_OPENINGS.some((opening) => opening.startsWith(rest)) || /^<(?:link|meta|title)\b/.test(rest)

/**
 * The hoisted tags at the start of the body, once the text read so far is enough to tell where they
 * end (a stream may cut a tag in two); null while more is needed. `ended`: nothing more will come.
 */
export function leadingHoisted(text: string, ended: boolean): { hoisted: string; rest: string } | null {
  const found = LEADING_HOISTED.exec(text)?.[0] ?? ''
  const rest = text.slice(found.length)
  if (mayBeHoisted(rest) && !ended) return null
  // React keeps its prop names (imageSrcSet); HTML's are lower case, as every other tag of the head.
  const hoisted = found.replace(/\s([A-Za-z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`)
  return { hoisted, rest }
}
