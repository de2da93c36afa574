import type { JobDetail, JobSummary } from './job-records'

export const presentJobSummary = (job: JobSummary) => ({
  slug: job.slug,
  title: job.title,
  contract_type: job.contractType,
  location: job.location,
  published_at: job.publishedAt.toISOString(),
  excerpt: job.excerpt,
})

export const presentJob = (job: JobDetail) => ({ ...presentJobSummary(job), description_html: job.descriptionHtml, salary: job.salary })
