import { Hono } from 'hono'
import type { SeoSite } from './site-identity'
import { robotsTxt, sitemapEntries, sitemapXml, type SitemapReads } from './sitemap'

const CRAWLER_CACHE = 'public, max-age=3600'

export function seoRoutes(deps: { site: SeoSite; reads: SitemapReads }) {
  const routes = new Hono()
  routes.get('/sitemap.xml', async (c) => {
    const body = sitemapXml(deps.site, await sitemapEntries(deps.reads))
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CRAWLER_CACHE })
  })
  routes.get('/robots.txt', (c) =>
    c.body(robotsTxt(deps.site), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWLER_CACHE }),
  )
  return routes
}
