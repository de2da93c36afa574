import type { JobWire } from '../../../src/contract/showcase/jobs'
import type { JobAdminWire } from '../../../src/contract/showcase-admin/jobs'
import { sanitizeRichText } from '../../showcase/showcase.public'
import type { JobRecord } from './job-admin-store'

export const presentJobAdmin = (job: JobRecord): JobAdminWire => ({
  id: job.id,
  title: job.title,
  slug: job.slug,
  contract_type: job.contractType,
  location: job.location,
  excerpt: job.excerpt,
  description_html: job.descriptionHtml,
  salary: job.salary,
  published: job.published,
  published_at: job.publishedAt?.toISOString() ?? null,
  seo_title: job.seoTitle,
  seo_description: job.seoDescription,
  seo_image_id: job.seoImageId,
  applications_count: job.applicationsCount,
  version: job.version,
  created_at: job.createdAt.toISOString(),
  updated_at: job.updatedAt.toISOString(),
})

/** The public job page's wire (GET /api/jobs/{slug}), for the preview of a job even unpublished. */
export const presentJobPreview = (job: JobRecord): JobWire => ({
  slug: job.slug,
  title: job.title,
  contract_type: job.contractType,
  location: job.location,
  // As the public read does: an offer without a date shows its creation date.
  published_at: (job.publishedAt ?? job.createdAt).toISOString(),
  excerpt: job.excerpt,
  // Sanitised on read as the public page is (decision 036), whatever an older row holds.
  description_html: sanitizeRichText(job.descriptionHtml),
  salary: job.salary,
  // The preview is not shared: the page's image for link previews does not show on it.
  image: null,
  seo: { title: job.seoTitle, description: job.seoDescription, image: null },
})
