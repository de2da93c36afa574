import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { loadSlugOrNotFound } from '../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { contentHead, SHOWCASE_CACHE } from '../../../showcase/routing/showcase-route'
import { ArticleScreen } from '../../../showcase/blog/article-screen'
import { NotFoundPage } from '../../../showcase/routing/route-parts'

export const Route = createFileRoute('/_public/article/$slug')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase }, params }) =>
    loadSlugOrNotFound(params.slug, (slug) => showcase.reader.article(slug)),
  head: contentHead('articleHead'),
  component: ArticlePage,
  notFoundComponent: NotFoundPage,
})

function ArticlePage() {
  const route = getRouteApi('/_public/article/$slug')
  return <ArticleScreen article={route.useLoaderData()} />
}
