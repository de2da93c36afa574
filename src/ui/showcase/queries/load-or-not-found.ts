import { redirect } from '@tanstack/react-router'
import { isNotFound } from '../../../application/use-case-failure'
import { isSlug } from '../../../domain/slug'

/**
 * A loader's read of one slug: an unknown or unpublished slug sends the visitor to /404 (spec §2),
 * replacing the bad URL in the history; any other failure reaches the route's error screen.
 */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (thrown) {
    if (isNotFound(thrown)) throw redirect({ to: '/404', replace: true })
    throw thrown
  }
}

/** The read of one slug: a slug the server's rule refuses is not found without asking the server. */
export async function loadSlugOrNotFound<T>(slug: string, load: (slug: string) => Promise<T>): Promise<T> {
  if (!isSlug(slug)) throw redirect({ to: '/404', replace: true })
  return loadOrNotFound(() => load(slug))
}
