import type { MiddlewareHandler } from 'hono'
import { currentPath, slugsInPath } from '../../../src/domain/former-slugs'
import { type CurrentSlugs, slugKey } from './former-slugs.drizzle'

// A public address naming a record by a slug it no longer has answers 301 to its current address, query
// kept (decision 067): links and search results survive a renamed article, product, category or job.
// Other addresses, and addresses whose slugs are all current, go on to the page untouched.
export function formerSlugRedirects(currentSlugs: CurrentSlugs): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const url = new URL(c.req.url)
    const refs = slugsInPath(url.pathname)
    if (refs === null) return next()
    const found = await currentSlugs(refs)
    const target = found.size === 0 ? null : currentPath(url.pathname, (ref) => found.get(slugKey(ref)))
    if (target === null) return next()
    return c.redirect(`${target}${url.search}`, 301)
  }
}
