import type { ContentPage } from '../../../application/showcase/showcase-content'
import type { RouterContext } from '../../app/router/router-context'
import { loadOrNotFound } from '../queries/load-or-not-found'
import { isContentPage } from './content-pages'
import { pageNotFound } from './page-not-found'
import { PUBLIC_PAGE } from './public-page'
import { contentHead, SHOWCASE_CACHE } from './showcase-route'

/** Loads one company or legal page; any other single-segment address is the 404 page. */
export function loadContentPage({ showcase }: Pick<RouterContext, 'showcase'>, slug: string): Promise<ContentPage> {
  if (!isContentPage(slug) && slug !== 'faq') throw pageNotFound()
  return loadOrNotFound(() => showcase.reader.page(slug))
}

export const contentPageOptions = {
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  head: contentHead('contentPageHead'),
}
