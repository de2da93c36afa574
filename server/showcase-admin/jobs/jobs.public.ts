import { Hono } from 'hono'
import type { Clock } from '../../platform/shared/clock'
import type { Database } from '../../platform/db/database'
import type { FileStorage } from '../../platform/storage/storage.public'
import { sanitizeRichText, type ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { drizzleApplicationStore } from './application-store.drizzle'
import { applicationUseCases } from './application.use-cases'
import { applicationRoutes } from './applications.routes'
import { storageCvFiles } from './cv-files'
import { drizzleJobStore } from './job-admin-store.drizzle'
import { jobAdminUseCases } from './job-admin.use-cases'
import { jobAdminRoutes } from './jobs-admin.routes'

// What other features may use of showcase-admin/jobs/ (docs/decisions/016-server-feature-folders.md):
// the job offers and applications of the showcase back office (decision 036), mounted by the composition.
export function showcaseJobsAdmin(input: { db: Database; clock: Clock; files: FileStorage }) {
  const jobs = jobAdminUseCases({ store: drizzleJobStore(input.db), clock: input.clock, sanitize: sanitizeRichText })
  const applications = applicationUseCases({
    store: drizzleApplicationStore(input.db),
    cvFiles: storageCvFiles(input.files),
    clock: input.clock,
  })
  const routes = new Hono<ShowcaseAdminEnv>()
  routes.route('/', applicationRoutes(applications))
  routes.route('/', jobAdminRoutes(jobs))
  return routes
}
