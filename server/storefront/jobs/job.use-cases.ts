import type { JobDetail, JobSummary } from './job-records'
import type { JobRepository } from './job-repository'

export function listJobs(deps: { jobs: JobRepository }) {
  return (): Promise<JobSummary[]> => deps.jobs.listPublished()
}

export function readJob(deps: { jobs: JobRepository }) {
  return (slug: string): Promise<JobDetail | null> => deps.jobs.findPublishedBySlug(slug)
}
