import { renderHeadTags, injectHead } from './head-html'
import { headResolver, type SeoDeps } from './head-resolver'

export type RenderedPage = { kind: 'html'; status: 200 | 404; html: string } | { kind: 'redirect'; location: string }

// Hook of the web app's history fallback: the app's index.html with this page's head, the 404
// status for unknown content, or the permanent redirect of the old subcategory URLs.
export type PageRenderer = (path: string, indexHtml: string) => Promise<RenderedPage>

export function seoPageRenderer(deps: SeoDeps): PageRenderer {
  const resolve = headResolver(deps)
  return async (path, indexHtml) => {
    const resolution = await resolve(path)
    if (resolution.kind === 'redirect') return resolution
    if (resolution.kind === 'other') return { kind: 'html', status: 200, html: indexHtml }
    return { kind: 'html', status: resolution.status, html: injectHead(indexHtml, renderHeadTags(deps.site, resolution.head)) }
  }
}
