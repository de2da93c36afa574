import type { Page, Paging } from '../catalog/catalog.public'
import type { ArticleDetail, ArticleSummary, BlogCategoryRecord } from './blog-records'
import type { BlogRepository } from './blog-repository'

export function listBlogCategories(deps: { blog: BlogRepository }) {
  return (): Promise<BlogCategoryRecord[]> => deps.blog.listCategories()
}

export function readBlogCategory(deps: { blog: BlogRepository }) {
  return async (slug: string): Promise<BlogCategoryRecord | null> =>
    (await deps.blog.listCategories()).find((category) => category.slug === slug) ?? null
}

export function listArticles(deps: { blog: BlogRepository }) {
  return async (query: { categorySlug: string | null } & Paging): Promise<Page<ArticleSummary>> => {
    if (query.categorySlug === null) return deps.blog.listPublishedArticles({ categoryId: null }, query)
    const category = (await deps.blog.listCategories()).find((candidate) => candidate.slug === query.categorySlug)
    if (category === undefined) return { items: [], total: 0 }
    return deps.blog.listPublishedArticles({ categoryId: category.id }, query)
  }
}

export function readArticle(deps: { blog: BlogRepository }) {
  return (slug: string): Promise<ArticleDetail | null> => deps.blog.findPublishedArticle(slug)
}
