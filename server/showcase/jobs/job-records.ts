import type { ImageView } from '../../platform/media/media.public'

export type JobSummary = {
  id: number
  slug: string
  title: string
  contractType: string
  location: string
  publishedAt: Date
  excerpt: string
  updatedAt: Date
}

/** The page head's own fields, set in the back office (decision 036); empty means "derive it from the offer". */
export type JobSeo = { title: string; description: string; image: ImageView | null }

export type JobDetail = JobSummary & { descriptionHtml: string; salary: string | null; seo: JobSeo }

/** A published offer as its public page shows it: `image` is its SEO image, else the site's own (decision 046). */
export type PublicJob = JobDetail & { image: ImageView | null }
