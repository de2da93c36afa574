import type { RateLimiter } from '../platform/rate-limit/rate-limit.public'
import type { ShowcaseAdminAuth } from '../showcase-admin/auth/showcase-admin-auth'
import type { ArticleDetail, ArticleSummary, BlogCategoryRecord } from './blog/blog-records'
import type { Page, Paging, ProductCardRecord, ProductDetail } from './catalog/catalog-records'
import type { ProductStamp } from './catalog/catalog-repository'
import type { CategoryDetail, CategoryNode } from './catalog/catalog.use-cases'
import type { CatalogueRecord, PartnerRecord } from './home/home-records'
import type { HomeBlockView } from './home/home.use-cases'
import type { JobSummary, PublicJob } from './jobs/job-records'
import type { PageLibrary } from './pages/page-library'
import type { ApplicationInput, ApplyOutcome } from './submissions/apply-to-job.use-case'
import type { ContactInput } from './submissions/submission-repository'
import type { CurrentSlugs } from './seo/former-slugs.drizzle'

export type ListQuery = { categorySlug: string | null } & Paging
export type ArticleStamp = { slug: string; updatedAt: Date; categorySlug: string }

// The use cases behind the Storefront API and the SEO routes, wired by the composition root.
export type ShowcaseDeps = {
  readHomeBlocks(): Promise<HomeBlockView[]>
  listCategoryTree(): Promise<CategoryNode[]>
  readCategory(slug: string): Promise<CategoryDetail | null>
  listProducts(query: ListQuery): Promise<Page<ProductCardRecord>>
  readProduct(slug: string): Promise<ProductDetail | null>
  listProductStamps(): Promise<ProductStamp[]>
  listBlogCategories(): Promise<BlogCategoryRecord[]>
  readBlogCategory(slug: string): Promise<BlogCategoryRecord | null>
  listArticles(query: ListQuery): Promise<Page<ArticleSummary>>
  readArticle(slug: string): Promise<ArticleDetail | null>
  listArticleStamps(): Promise<ArticleStamp[]>
  listJobs(): Promise<JobSummary[]>
  readJob(slug: string): Promise<PublicJob | null>
  listPartners(): Promise<PartnerRecord[]>
  listCatalogues(): Promise<CatalogueRecord[]>
  pages: PageLibrary
  sendContactMessage(message: ContactInput): Promise<void>
  applyToJob(jobSlug: string, application: ApplicationInput): Promise<ApplyOutcome>
  submissionLimiter: RateLimiter
  // Named by the 429 of the forms as another way to reach the company (decision 029).
  contactEmail: string
  // The showcase administrators' sessions (decision 030): sign-in step two, refresh, logout, current admin.
  adminAuth: ShowcaseAdminAuth
  // Where the records named by former slugs now live (decision 067).
  currentSlugs: CurrentSlugs
}
