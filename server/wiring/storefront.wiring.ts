import type { Database } from '../db/database'
import type { MailSender } from '../mail/mail-sender'
import { createRateLimiter } from '../rate-limit/rate-limiter'
import { drizzleRateLimitStore } from '../rate-limit/rate-limit-store.drizzle'
import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import { drizzleBlogRepository } from '../storefront/blog/blog-repository.drizzle'
import { listArticles, listBlogCategories, readArticle, readBlogCategory } from '../storefront/blog/blog.use-cases'
import { drizzleStorefrontCatalogRepository } from '../storefront/catalog/catalog-repository.drizzle'
import { listCategoryTree, listProducts, readCategory, readProduct } from '../storefront/catalog/catalog.use-cases'
import { CONTENT_PAGES_DIR } from '../storefront/content-paths'
import { drizzleHomeRepository } from '../storefront/home/home-repository.drizzle'
import { listCatalogues, listPartners, readHomeBlocks } from '../storefront/home/home.use-cases'
import { drizzleJobRepository } from '../storefront/jobs/job-repository.drizzle'
import { listJobs, readJob } from '../storefront/jobs/job.use-cases'
import { loadPageLibrary } from '../storefront/pages/page-library'
import type { ShowcaseAdminAuth } from '../storefront/admin-auth/showcase-admin-auth'
import type { StorefrontDeps } from '../storefront/storefront-deps'
import { applyToJob } from '../storefront/submissions/apply-to-job.use-case'
import { storageCvFileStore } from '../storefront/submissions/cv-file-store'
import { sendContactMessage } from '../storefront/submissions/send-contact-message.use-case'
import { drizzleSubmissionRepository } from '../storefront/submissions/submission-repository.drizzle'
import type { FileStorage } from '../storage/storage.public'

export type StorefrontWiring = {
  db: Database
  mail: MailSender
  clock: Clock
  logger: Logger
  // CVs of the job applications (local disk or object store).
  files: FileStorage
  contactEmail: string
  jobsEmail: string
  pagesDir?: string
  // Wired with the other sessions (server/wiring/showcase-admin-auth.wiring.ts).
  adminAuth: ShowcaseAdminAuth
}

// Drizzle adapters into the showcase use cases; used by wireAppDependencies and by tests that
// replace one part (a failing mail sender).
export function wireStorefront(input: StorefrontWiring): StorefrontDeps {
  const { db, clock, logger, mail } = input
  const catalog = drizzleStorefrontCatalogRepository(db)
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
  }
}
