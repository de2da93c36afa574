import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { ShowcaseContent } from '../../../../server/seed/showcase-seed-content'
import { SHOWCASE_SEED_FILE } from '../../../../server/showcase/pages/content-paths'

// The seed file itself: expectations are computed from it rather than copied into the tests.
export const SHOWCASE = v.parse(ShowcaseContent, JSON.parse(readFileSync(SHOWCASE_SEED_FILE, 'utf8')))

export const publishedArticles = () =>
  SHOWCASE.articles
    .filter((article) => article.status === 'published')
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
export const draftArticles = () => SHOWCASE.articles.filter((article) => article.status === 'draft')
export const publishedJobs = () =>
  SHOWCASE.jobs.filter((job) => job.published).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
export const unpublishedJobs = () => SHOWCASE.jobs.filter((job) => !job.published)
