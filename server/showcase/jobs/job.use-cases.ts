import { siteImage } from '../../../src/domain/site-image'
import type { HomeRepository } from '../home/home.public'
import type { JobSummary, PublicJob } from './job-records'
import type { JobRepository } from './job-repository'

export function listJobs(deps: { jobs: JobRepository }) {
  return (): Promise<JobSummary[]> => deps.jobs.listPublished()
}

// An offer has no picture of its own unless the back office set its SEO image: its page then shares
// the site's image (the home page's), so that a shared link is never without one.
export function readJob(deps: { jobs: JobRepository; home: Pick<HomeRepository, 'listBlocks'> }) {
  return async (slug: string): Promise<PublicJob | null> => {
    const job = await deps.jobs.findPublishedBySlug(slug)
    if (job === null) return null
    return { ...job, image: job.seo.image ?? siteImage(await deps.home.listBlocks()) }
  }
}
