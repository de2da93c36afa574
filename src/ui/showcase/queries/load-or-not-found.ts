import { isNotFound } from '../../../application/use-case-failure'
import { isSlug } from '../../../domain/slug'
import { pageNotFound } from '../routing/page-not-found'

/**
 * A loader's read of one slug: an unknown or unpublished slug is not found (spec §2: the /404 page);
 * any other failure reaches the route's error screen.
 */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (thrown) {
    if (isNotFound(thrown)) throw pageNotFound()
    throw thrown
  }
}

/** The read of one slug: a slug the server's rule refuses is not found without asking the server. */
export async function loadSlugOrNotFound<T>(slug: string, load: (slug: string) => Promise<T>): Promise<T> {
  if (!isSlug(slug)) throw pageNotFound()
  return loadOrNotFound(() => load(slug))
}
