import type {
  ArticleSummary,
  BlogCategory,
  BlogCategoryInfo,
  ListPage,
} from '../../../application/showcase/showcase-content'
import type { RouterContext } from '../../app/router/router-context'
import { loadSlugOrNotFound } from '../queries/load-or-not-found'

const BLOG_PAGE_SIZE = 9

export type BlogListData = {
  /** null on /actualites, the blog category on /actualites/{slug}. */
  readonly category: BlogCategoryInfo | null
  readonly articles: ListPage<ArticleSummary>
  readonly pageCount: number
  /** The filters; an unavailable list only hides them. */
  readonly categories: readonly BlogCategory[]
}

/** One page of the blog, all reads at once; an unknown category slug goes to /404. */
export async function loadBlogList(
  { showcase }: Pick<RouterContext, 'showcase'>,
  categorySlug: string | null,
  page: number,
): Promise<BlogListData> {
  const { reader } = showcase
  const [category, articles, categories] = await Promise.all([
    categorySlug === null ? null : loadSlugOrNotFound(categorySlug, (slug) => reader.blogCategory(slug)),
    reader.articles({
      start: (page - 1) * BLOG_PAGE_SIZE,
      limit: BLOG_PAGE_SIZE,
      ...(categorySlug === null ? {} : { category: categorySlug }),
    }),
    reader.blogCategories().catch(() => []),
  ])
  return { category, articles, categories, pageCount: Math.ceil(articles.total / BLOG_PAGE_SIZE) }
}
