import { endpoint } from '../endpoint'
import { ArticleSummariesWire, ArticleWire, BlogCategoriesWire, BlogCategoryWire } from './blog'
import { CategoryPageWire, ProductCardsWire, ProductWire } from './catalog'
import { CataloguesWire, ContentPageWire } from './content'
import { JobSummariesWire, JobWire } from './jobs'
import { ListQuery } from './list-query'
import { SHOWCASE_LAYOUT_ENDPOINTS } from './showcase-layout.endpoints'
import { ContactBody, ReceiptWire } from './submissions'

// The public site's endpoints on the Storefront API (`/storefront-api`), declared once (decision 053).
// The paged lists answer their total in `x-total-count`. The job application is a multipart form (the
// CV and ApplicationFields, read field by field): no JSON body is declared for it.
const api = 'storefront'

export const SHOWCASE_ENDPOINTS = {
  ...SHOWCASE_LAYOUT_ENDPOINTS,
  category: endpoint({ api, method: 'GET', path: '/api/categories/:slug', answer: CategoryPageWire }),
  products: endpoint({ api, method: 'GET', path: '/api/products', query: ListQuery, answer: ProductCardsWire }),
  product: endpoint({ api, method: 'GET', path: '/api/products/:slug', answer: ProductWire }),
  blogCategories: endpoint({ api, method: 'GET', path: '/api/blog/categories', answer: BlogCategoriesWire }),
  blogCategory: endpoint({ api, method: 'GET', path: '/api/blog/categories/:slug', answer: BlogCategoryWire }),
  articles: endpoint({
    api,
    method: 'GET',
    path: '/api/blog/articles',
    query: ListQuery,
    answer: ArticleSummariesWire,
  }),
  article: endpoint({ api, method: 'GET', path: '/api/blog/articles/:slug', answer: ArticleWire }),
  catalogues: endpoint({ api, method: 'GET', path: '/api/catalogues', answer: CataloguesWire }),
  jobs: endpoint({ api, method: 'GET', path: '/api/jobs', answer: JobSummariesWire }),
  job: endpoint({ api, method: 'GET', path: '/api/jobs/:slug', answer: JobWire }),
  page: endpoint({ api, method: 'GET', path: '/api/pages/:slug', answer: ContentPageWire }),
  contact: endpoint({ api, method: 'POST', path: '/api/contact', body: ContactBody, answer: ReceiptWire }),
  jobApplication: endpoint({ api, method: 'POST', path: '/api/jobs/:slug/applications', answer: ReceiptWire }),
}
