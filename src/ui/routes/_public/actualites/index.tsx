import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { HOME_CRUMB } from '../../../showcase/components/page-header'
import { PUBLIC_PAGE } from '../../../showcase/routing/public-page'
import { SHOWCASE_CACHE, staticHead } from '../../../showcase/routing/showcase-route'
import { loadBlogList } from '../../../showcase/blog/blog-list-data'
import { blogPage, blogSearch } from '../../../showcase/blog/blog-search'
import { BlogListScreen } from '../../../showcase/blog/blog-list-screen'

export const Route = createFileRoute('/_public/actualites/')({
  staticData: PUBLIC_PAGE,
  validateSearch: blogSearch,
  ...SHOWCASE_CACHE,
  loaderDeps: ({ search }) => ({ page: blogPage(search) }),
  loader: ({ context, deps }) => loadBlogList(context, null, deps.page),
  head: staticHead(
    'Actualités',
    "Les actualités de l'atelier Écrin et nos conseils pour concevoir, commander et faire fabriquer " +
      'vos emballages personnalisés.',
  ),
  component: BlogPage,
})

function BlogPage() {
  const route = getRouteApi('/_public/actualites/')
  const page = blogPage(route.useSearch())
  return <BlogListScreen data={route.useLoaderData()} page={page} trail={[HOME_CRUMB, { label: 'Actualités' }]} />
}
