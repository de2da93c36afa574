import type { JobSummaryWire, JobWire } from '../../../src/contract/storefront/jobs'
import type { JobDetail, JobSummary } from './job-records'

export const presentJobSummary = (job: JobSummary): JobSummaryWire => ({
  slug: job.slug,
  title: job.title,
  contract_type: job.contractType,
  location: job.location,
  published_at: job.publishedAt.toISOString(),
  excerpt: job.excerpt,
})

export const presentJob = (job: JobDetail): JobWire => ({
  ...presentJobSummary(job),
  description_html: job.descriptionHtml,
  salary: job.salary,
})
