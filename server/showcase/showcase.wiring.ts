import type { Database } from '../platform/db/database'
import type { MailSender } from '../platform/mail/mail-sender'
import { createRateLimiter } from '../platform/rate-limit/rate-limiter'
import { drizzleRateLimitStore } from '../platform/rate-limit/rate-limit-store.drizzle'
import type { Clock } from '../platform/shared/clock'
import type { Logger } from '../platform/shared/logger'
import { drizzleBlogRepository } from './blog/blog-repository.drizzle'
import { listArticles, listBlogCategories, readArticle, readBlogCategory } from './blog/blog.use-cases'
import { drizzleShowcaseCatalogRepository } from './catalog/catalog-repository.drizzle'
import { listCategoryTree, listProducts, readCategory, readProduct } from './catalog/catalog.use-cases'
import { CONTENT_PAGES_DIR } from './pages/content-paths'
import { drizzleHomeRepository } from './home/home-repository.drizzle'
import { listCatalogues, listPartners, readHomeBlocks } from './home/home.use-cases'
import { drizzleJobRepository } from './jobs/job-repository.drizzle'
import { listJobs, readJob } from './jobs/job.use-cases'
import { loadPageLibrary } from './pages/page-library'
import type { ShowcaseAdminAuth } from '../showcase-admin/auth/showcase-admin-auth'
import type { ShowcaseDeps } from './showcase-deps'
import { applyToJob } from './submissions/apply-to-job.use-case'
import { storageCvFileStore } from './submissions/cv-file-store'
import { sendContactMessage } from './submissions/send-contact-message.use-case'
import { drizzleSubmissionRepository } from './submissions/submission-repository.drizzle'
import type { FileStorage } from '../platform/storage/storage.public'
import { drizzleCurrentSlugs } from './seo/former-slugs.drizzle'

export type ShowcaseWiring = {
  db: Database
  mail: MailSender
  clock: Clock
  logger: Logger
  // CVs of the job applications (local disk or object store).
  files: FileStorage
  contactEmail: string
  jobsEmail: string
  pagesDir?: string
  // Wired with the other sessions (server/showcase-admin/auth.wiring.ts).
  adminAuth: ShowcaseAdminAuth
}

// Drizzle adapters into the showcase use cases; used by wireAppDependencies and by tests that
// replace one part (a failing mail sender).
export function wireShowcase(input: ShowcaseWiring): ShowcaseDeps {
  const { db, clock, logger, mail } = input
  const catalog = drizzleShowcaseCatalogRepository(db)
  const blog = drizzleBlogRepository(db, clock)
  const jobs = drizzleJobRepository(db)
  const home = drizzleHomeRepository(db)
  const submissions = drizzleSubmissionRepository(db, storageCvFileStore(input.files))
  return {
    readHomeBlocks: readHomeBlocks({ home }),
    listCategoryTree: listCategoryTree({ catalog }),
    readCategory: readCategory({ catalog }),
    listProducts: listProducts({ catalog }),
    readProduct: readProduct({ catalog }),
    listProductStamps: () => catalog.listProductStamps(),
    listBlogCategories: listBlogCategories({ blog }),
    readBlogCategory: readBlogCategory({ blog }),
    listArticles: listArticles({ blog }),
    readArticle: readArticle({ blog }),
    listArticleStamps: () => blog.listPublishedArticleStamps(),
    listJobs: listJobs({ jobs }),
    readJob: readJob({ jobs, home }),
    listPartners: listPartners({ home }),
    listCatalogues: listCatalogues({ home }),
    pages: loadPageLibrary(input.pagesDir ?? CONTENT_PAGES_DIR),
    sendContactMessage: sendContactMessage({ submissions, mail, clock, logger, contactEmail: input.contactEmail }),
    applyToJob: applyToJob({ jobs, submissions, mail, clock, logger, jobsEmail: input.jobsEmail }),
    submissionLimiter: createRateLimiter({ store: drizzleRateLimitStore(db), clock }),
    contactEmail: input.contactEmail,
    adminAuth: input.adminAuth,
    currentSlugs: drizzleCurrentSlugs(db),
  }
}
