import * as v from 'valibot'
import { memberEndpoint, singleEndpoints } from '../backoffice/resource-endpoints'
import { ArticleWire } from '../showcase/blog'
import { JobWire } from '../showcase/jobs'
import { AccountListQuery, ECOMMERCE_USERS, SHOWCASE_ADMINISTRATORS } from './accounts'
import { FIVE, showcaseResourceEndpoints } from './admin-endpoints'
import { ARTICLES, ArticleListQuery, BLOG_CATEGORIES, BlogCategoryListQuery } from './blog'
import { CATALOGUES, CatalogueListQuery } from './catalogues'
import { HOME_BLOCK_ORDER, HOME_BLOCKS, HomeBlockListQuery } from './home-blocks'
import { APPLICATIONS, ApplicationListQuery, ApplicationWire } from './job-applications'
import { JOBS, JobListQuery } from './jobs'
import { MEDIA, MediaListQuery, MediaUsageListWire, MediaWire } from './media'
import { PARTNER_ORDER, PARTNERS, PartnerListQuery } from './partners'

// The showcase back office's content endpoints on the Storefront API (decision 036), declared once
// (decision 053) from each resource's descriptor, plus each one's own: orders, previews, a CV.

const mediaUpload = showcaseResourceEndpoints(MEDIA, MediaListQuery, ['create']).create

export const SHOWCASE_CONTENT_ENDPOINTS = {
  homeBlocks: {
    ...showcaseResourceEndpoints(HOME_BLOCKS, HomeBlockListQuery),
    /** The ids of ALL the blocks in their new order; registered before /:id, which would read "order". */
    order: singleEndpoints(HOME_BLOCK_ORDER).update,
  },
  partners: {
    ...showcaseResourceEndpoints(PARTNERS, PartnerListQuery),
    order: singleEndpoints(PARTNER_ORDER).update,
  },
  catalogues: showcaseResourceEndpoints(CATALOGUES, CatalogueListQuery),
  media: {
    ...showcaseResourceEndpoints(MEDIA, MediaListQuery, ['list', 'read', 'update', 'delete']),
    /** A multipart form (`file`, `alt`), the back office's one upload: no JSON body is declared. */
    upload: { api: mediaUpload.api, method: mediaUpload.method, path: mediaUpload.path, answer: MediaWire },
    usage: memberEndpoint(MEDIA, 'GET', 'usage', { answer: MediaUsageListWire }),
  },
  articles: {
    /** Publish or unpublish the selected articles. */
    ...showcaseResourceEndpoints(ARTICLES, ArticleListQuery, [...FIVE, 'bulk']),
    preview: memberEndpoint(ARTICLES, 'GET', 'preview', { answer: ArticleWire }),
  },
  blogCategories: showcaseResourceEndpoints(BLOG_CATEGORIES, BlogCategoryListQuery),
  jobs: {
    ...showcaseResourceEndpoints(JOBS, JobListQuery),
    preview: memberEndpoint(JOBS, 'GET', 'preview', { answer: JobWire }),
    /** The applications to one job, with the list's other filters. */
    applications: memberEndpoint(JOBS, 'GET', 'applications', {
      query: ApplicationListQuery,
      answer: v.array(ApplicationWire),
    }),
  },
  /** Applications arrive from the public site: read and followed here, never created nor deleted. */
  applications: {
    ...showcaseResourceEndpoints(APPLICATIONS, ApplicationListQuery, ['list', 'read', 'update']),
    /** The candidate's file, a download (no JSON answer). */
    cv: memberEndpoint(APPLICATIONS, 'GET', 'cv'),
  },
  administrators: showcaseResourceEndpoints(SHOWCASE_ADMINISTRATORS, AccountListQuery),
  ecommerceUsers: showcaseResourceEndpoints(ECOMMERCE_USERS, AccountListQuery),
}

/** The two account screens' endpoints have one shape: one routes module serves both. */
export type AccountEndpoints = (typeof SHOWCASE_CONTENT_ENDPOINTS)['administrators']
