import * as v from 'valibot'
import { IsoInstant } from '../wire-primitives'

/** What the lists of articles and of job offers show of each published page (blog.ts, jobs.ts). */
export const PublishedSummaryEntries = {
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  published_at: IsoInstant,
}
