import type { JobSummaryWire, JobWire } from '../../../src/contract/showcase/jobs'
import type { JobSummary, PublicJob } from './job-records'
import { sanitizeRichText } from '../../platform/shared/rich-text'

export const presentJobSummary = (job: JobSummary): JobSummaryWire => ({
  slug: job.slug,
  title: job.title,
  contract_type: job.contractType,
  location: job.location,
  published_at: job.publishedAt.toISOString(),
  excerpt: job.excerpt,
})

export const presentJob = (job: PublicJob): JobWire => ({
  ...presentJobSummary(job),
  // Sanitised on read as well as on write (decision 036).
  description_html: sanitizeRichText(job.descriptionHtml),
  salary: job.salary,
  image: job.image,
  seo: { ...job.seo },
})
