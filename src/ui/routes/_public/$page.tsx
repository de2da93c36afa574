import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { COOKIE_POLICY } from '../../showcase/routing/content-pages'
import { contentPageOptions, loadContentPage } from '../../showcase/routing/content-page-route'
import { ContentPageScreen } from '../../showcase/content-page/content-page-screen'
import { CookiePolicyScreen } from '../../showcase/content-page/cookie-policy-screen'
import { NotFoundPage } from '../../showcase/routing/route-parts'

// The nine company and legal pages of spec §2 (/qui-sommes-nous, /cgv, /mentions-legales...) share
// one route: one definition on the home page's JavaScript budget instead of nine.
export const Route = createFileRoute('/_public/$page')({
  ...contentPageOptions,
  loader: ({ context, params }) => loadContentPage(context, params.page),
  component: ContentPageView,
  notFoundComponent: NotFoundPage,
})

function ContentPageView() {
  const route = getRouteApi('/_public/$page')
  const page = route.useLoaderData()
  return page.slug === COOKIE_POLICY ? <CookiePolicyScreen page={page} /> : <ContentPageScreen page={page} />
}
