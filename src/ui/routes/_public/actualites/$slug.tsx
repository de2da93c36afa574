import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { HOME_CRUMB } from '../../../showcase/components/page-header'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { contentHead, SHOWCASE_CACHE } from '../../../showcase/routing/showcase-route'
import { loadBlogList } from '../../../showcase/blog/blog-list-data'
import { blogPage, blogSearch } from '../../../showcase/blog/blog-search'
import { BlogListScreen } from '../../../showcase/blog/blog-list-screen'
import { NotFoundPage } from '../../../showcase/routing/route-parts'

export const Route = createFileRoute('/_public/actualites/$slug')({
  staticData: PUBLIC_PAGE,
  validateSearch: blogSearch,
  ...SHOWCASE_CACHE,
  loaderDeps: ({ search }) => ({ page: blogPage(search) }),
  loader: ({ context, params, deps }) => loadBlogList(context, params.slug, deps.page),
  head: contentHead('blogCategoryHead'),
  component: BlogCategoryPage,
  notFoundComponent: NotFoundPage,
})

function BlogCategoryPage() {
  const route = getRouteApi('/_public/actualites/$slug')
  const page = blogPage(route.useSearch())
  const data = route.useLoaderData()
  const trail = [HOME_CRUMB, { label: 'Actualités', to: '/actualites' as const }, { label: data.category?.name ?? '' }]
  return <BlogListScreen data={data} page={page} trail={trail} />
}
