import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import type { Article } from '../../../../application/showcase/showcase-content'
import { loadSlugOrNotFound } from '../../../showcase/queries/load-or-not-found'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { headFrom, SHOWCASE_CACHE } from '../../../showcase/routing/showcase-route'
import { ArticleScreen } from '../../../showcase/screens/blog/article-screen'

export const Route = createFileRoute('/_public/article/$slug')({
  staticData: PUBLIC_PAGE,
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase }, params }) =>
    loadSlugOrNotFound(params.slug, (slug) => showcase.reader.article(slug)),
  head: headFrom((article: Article) => ({ title: article.title, description: article.excerpt || article.title, type: 'article', image: article.cover })),
  component: ArticlePage,
})

function ArticlePage() {
  const route = getRouteApi('/_public/article/$slug')
  return <ArticleScreen article={route.useLoaderData()} />
}
