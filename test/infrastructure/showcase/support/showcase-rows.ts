import { randomUUID } from 'node:crypto'
import type { Database } from '../../../../server/platform/db/database'
import { articles, blogCategories } from '../../../../server/platform/db/schema-showcase-content'

// Showcase rows the demo content lacks, written straight into the live server's database. Every
// call makes its own slugs, so that tests sharing a database do not see each other's rows.

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

export type ArrangedBlog = {
  readonly category: { readonly slug: string; readonly name: string }
  readonly articleSlugs: readonly string[]
}

/**
 * A blog category of its own with `count` published articles titled "Conseil numéro N", one a day
 * back from 2020-02-28: older than every demo article, so they never push those off a first page.
 */
export async function aBlogCategoryWithArticles(db: Database, count: number): Promise<ArrangedBlog> {
  const slug = unique('conseils-test')
  const name = `Conseils ${slug.slice(-8)}`
  const [category] = await db
    .insert(blogCategories)
    .values({ slug, name, description: 'Des conseils pour les tests.' })
    .returning()
  if (category === undefined) throw new Error('blog category not inserted')
  const rows = Array.from({ length: count }, (_, index) => ({
    slug: `${slug}-${index + 1}`,
    title: `Conseil numéro ${index + 1}`,
    excerpt: `Le conseil numéro ${index + 1}.`,
    bodyHtml: `<p>Conseil ${index + 1}.</p>`,
    readingMinutes: 3,
    categoryId: category.id,
    status: 'published' as const,
    publishedAt: new Date(Date.UTC(2020, 1, 28 - index, 8)),
  }))
  if (rows.length > 0) await db.insert(articles).values(rows)
  return { category: { slug, name }, articleSlugs: rows.map((row) => row.slug) }
}
