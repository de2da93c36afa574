import * as v from 'valibot'
import { PublishedSummaryEntries } from './published-summary'
import { ImageWire, SeoWire } from './shared-shapes'

// Job offers (GET /api/jobs, /api/jobs/{slug}); applications are in ./submissions.

export const JobSummaryWire = v.object({ ...PublishedSummaryEntries, contract_type: v.string(), location: v.string() })
export type JobSummaryWire = v.InferOutput<typeof JobSummaryWire>

/** Published only, newest first. */
export const JobSummariesWire = v.array(JobSummaryWire)
export type JobSummariesWire = v.InferOutput<typeof JobSummariesWire>

export const JobWire = v.object({
  ...JobSummaryWire.entries,
  description_html: v.string(),
  salary: v.nullable(v.string()),
  /** The page's image (decision 046): the offer's SEO image, else the site's (the home page's). */
  image: v.nullable(ImageWire),
  seo: SeoWire,
})
export type JobWire = v.InferOutput<typeof JobWire>
