import type { JobSort } from '../../../src/contract/showcase-admin/jobs'
import type { jobs } from '../../platform/db/schema-showcase-content'
import type { RowUnit, UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'

// A job offer as the back office sees it, with how many applications it received.
export type JobRecord = typeof jobs.$inferSelect & { applicationsCount: number }

export type JobValues = {
  title: string
  slug: string
  contractType: string
  location: string
  excerpt: string
  descriptionHtml: string
  salary: string | null
  published: boolean
  publishedAt: Date | null
  seoTitle: string
  seoDescription: string
  seoImageId: number | null
}

export type JobFilters = { text: string | null; published: boolean | null }
export type JobListRequest = ListWindow & { sort: JobSort; filters: JobFilters }

/**
 * Everything done through a unit commits together (its audit line included) or not at all; `update`
 * answers null when the version moved on meanwhile.
 */
export type JobUnit = RowUnit<JobRecord, JobValues, JobValues> & {
  slugTaken(slug: string, exceptId: number | null): Promise<boolean>
  isImage(mediaId: number): Promise<boolean>
}

export type JobStore = UnitStore<JobUnit> & {
  list(request: JobListRequest): Promise<ListPage<JobRecord>>
  find(id: number): Promise<JobRecord | null>
}
