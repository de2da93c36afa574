import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { imageOf, loadImages } from '../../platform/media/media.public'
import { jobs } from '../../platform/db/schema-showcase-content'
import type { JobDetail } from './job-records'
import type { JobRepository } from './job-repository'

const columns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  contractType: jobs.contractType,
  location: jobs.location,
  publishedAt: jobs.publishedAt,
  excerpt: jobs.excerpt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
}

type Row = { publishedAt: Date | null; createdAt: Date }
// An offer published without a date shows its creation date.
const withDate = <T extends Row>({ createdAt, ...row }: T) => ({ ...row, publishedAt: row.publishedAt ?? createdAt })

export function drizzleJobRepository(db: Database): JobRepository {
  return {
    async listPublished() {
      const rows = await db
        .select(columns)
        .from(jobs)
        .where(eq(jobs.published, true))
        .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      return rows.map(withDate)
    },
    async findPublishedBySlug(slug) {
      const [row] = await db
        .select({
          ...columns,
          descriptionHtml: jobs.descriptionHtml,
          salary: jobs.salary,
          seoTitle: jobs.seoTitle,
          seoDescription: jobs.seoDescription,
          seoImageId: jobs.seoImageId,
        })
        .from(jobs)
        .where(and(eq(jobs.slug, slug), eq(jobs.published, true)))
      if (row === undefined) return null
      const { seoTitle, seoDescription, seoImageId, ...job } = row
      const image = imageOf(await loadImages(db, [seoImageId]), seoImageId)
      return { ...withDate(job), seo: { title: seoTitle, description: seoDescription, image } } satisfies JobDetail
    },
  }
}
