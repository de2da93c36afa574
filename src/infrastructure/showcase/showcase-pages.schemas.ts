import * as v from 'valibot'
import type {
  Article,
  ArticleSummary,
  BlogCategory,
  Catalogue,
  CategoryPage,
  ContentPage,
  Job,
  JobSummary,
  ProductDetail,
} from '../../application/showcase/showcase-content'
import {
  ArticleSummariesWire,
  type ArticleSummaryWire,
  ArticleWire,
  BlogCategoriesWire,
  BlogCategoryWire,
} from '../../contract/showcase/blog'
import { CategoryPageWire, ProductWire } from '../../contract/showcase/catalog'
import { CataloguesWire, ContentPageWire } from '../../contract/showcase/content'
import { JobSummariesWire, type JobSummaryWire, JobWire } from '../../contract/showcase/jobs'
import { ReceiptWire } from '../../contract/showcase/submissions'
import { productCardFromWire } from './showcase-core.schemas'

// The answers read by the pages other than home (category and product pages, blog, jobs, catalogues,
// company pages, submission receipts): the contract's shapes, mapped into the read models. Loaded on
// demand with showcase-pages.http.ts, off the home page's budget.

const categoryPageFromWire = ({ products, ...category }: CategoryPageWire): CategoryPage => ({
  ...category,
  products: products.map(productCardFromWire),
})

const productFromWire = ({
  description_html,
  sub_category,
  variants,
  min_order_quantity,
  lead_time,
  ...product
}: ProductWire): ProductDetail => ({
  ...product,
  minOrderQuantity: min_order_quantity,
  leadTime: lead_time,
  descriptionHtml: description_html,
  subCategory: sub_category,
  variants: variants.map((variant) => ({
    id: variant.id,
    reference: variant.reference,
    attributeValues: variant.attribute_values,
    widthMm: variant.width_mm,
    heightMm: variant.height_mm,
    depthMm: variant.depth_mm,
    image: variant.image,
  })),
})

const blogCategoriesFromWire = (categories: BlogCategoriesWire): BlogCategory[] =>
  categories.map(({ article_count, ...category }) => ({ ...category, articleCount: article_count }))

const articleSummaryFromWire = ({ published_at, reading_minutes, ...article }: ArticleSummaryWire): ArticleSummary => ({
  ...article,
  publishedAt: published_at,
  readingMinutes: reading_minutes,
})

const articleFromWire = ({ body_html, updated_at, seo, ...article }: ArticleWire): Article => ({
  ...articleSummaryFromWire(article),
  bodyHtml: body_html,
  updatedAt: updated_at,
  seo,
})

const jobSummaryFromWire = ({ contract_type, published_at, ...job }: JobSummaryWire): JobSummary => ({
  ...job,
  contractType: contract_type,
  publishedAt: published_at,
})

const jobFromWire = ({ description_html, salary, image, seo, ...job }: JobWire): Job => ({
  ...jobSummaryFromWire(job),
  descriptionHtml: description_html,
  salary,
  image,
  seo,
})

const cataloguesFromWire = (catalogues: CataloguesWire): Catalogue[] =>
  catalogues.map(({ pdf_url, pdf_size_bytes, ...catalogue }) => ({
    ...catalogue,
    pdfUrl: pdf_url,
    pdfSizeBytes: pdf_size_bytes,
  }))

const contentPageFromWire = ({ questions, ...page }: ContentPageWire): ContentPage => ({
  ...page,
  questions: (questions ?? []).map(({ question, answer_html }) => ({ question, answerHtml: answer_html })),
})

export const CategoryPageAnswer = v.pipe(CategoryPageWire, v.transform(categoryPageFromWire))
export const ProductAnswer = v.pipe(ProductWire, v.transform(productFromWire))
export const BlogCategoriesAnswer = v.pipe(BlogCategoriesWire, v.transform(blogCategoriesFromWire))
export const BlogCategoryAnswer = BlogCategoryWire
export const ArticleSummariesAnswer = v.pipe(
  ArticleSummariesWire,
  v.transform((items) => items.map(articleSummaryFromWire)),
)
export const ArticleAnswer = v.pipe(ArticleWire, v.transform(articleFromWire))
export const JobSummariesAnswer = v.pipe(
  JobSummariesWire,
  v.transform((items) => items.map(jobSummaryFromWire)),
)
export const JobAnswer = v.pipe(JobWire, v.transform(jobFromWire))
export const CataloguesAnswer = v.pipe(CataloguesWire, v.transform(cataloguesFromWire))
export const ContentPageAnswer = v.pipe(ContentPageWire, v.transform(contentPageFromWire))
export const ReceiptAnswer = ReceiptWire
