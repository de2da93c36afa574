import type { JobDetail, JobSummary } from './job-records'

// Only published offers: an unpublished one does not exist for visitors (nor for applications).
export type JobRepository = {
  listPublished(): Promise<JobSummary[]>
  findPublishedBySlug(slug: string): Promise<JobDetail | null>
}
